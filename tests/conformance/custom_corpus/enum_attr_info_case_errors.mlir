// An EnumAttrInfo parameter is read by its parameterParser: "expected <C++ type>
// to be one of: ...", an error of the custom op whose format reads it
func.func @in_op_format(%v: vector<8xf32>) -> f32 {
  %0 = vector.reduction <sum>, %v : vector<8xf32> into f32
  return %0 : f32
}

// -----

func.func @standalone() attributes {k = #vector.kind<sum>} {
  return
}

// -----

func.func @not_a_keyword() attributes {k = #vector.kind<7>} {
  return
}

// -----

func.func @bit_enum_case(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan, quick> : f32
  return %0 : f32
}

// -----

func.func @bit_enum_ok(%a: f32, %v: vector<8xf32>) -> f32 {
  %0 = arith.addf %a, %a fastmath<nnan, ninf> : f32
  %1 = vector.reduction <maxnumf>, %v : vector<8xf32> into f32
  return %0 : f32
}
