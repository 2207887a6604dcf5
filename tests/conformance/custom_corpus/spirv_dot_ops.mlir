// Integer dot products: packed 32-bit factors or vectors.
func.func @ok(%p : i32, %v : vector<3xi16>, %acc : i64) {
  %0 = spirv.SDot %p, %p, <PackedVectorFormat4x8Bit> : i32 -> i32
  %1 = spirv.UDot %v, %v : vector<3xi16> -> i64
  %2 = spirv.SUDotAccSat %v, %v, %acc : vector<3xi16> -> i64
  return
}

// -----

func.func @packed_width(%p : i16) {
  %0 = spirv.SDot %p, %p, <PackedVectorFormat4x8Bit> : i16 -> i32
  return
}

// -----

func.func @vector_format(%v : vector<2xi8>) {
  %0 = spirv.UDot %v, %v, <PackedVectorFormat4x8Bit> : vector<2xi8> -> i32
  return
}

// -----

func.func @narrow_result(%v : vector<3xi16>) {
  %0 = spirv.SUDot %v, %v : vector<3xi16> -> i32
  return
}
