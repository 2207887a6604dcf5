// xegpu.dpas: SIMD and SIMT forms and each of its verifier's errors.
func.func @dpas(%a: vector<8x16xf16>, %b: vector<8x16x2xf16>, %c: vector<8x16xf32>) -> vector<8x16xf32> {
  %0 = xegpu.dpas %a, %b, %c : vector<8x16xf16>, vector<8x16x2xf16>, vector<8x16xf32> -> vector<8x16xf32>
  %1 = xegpu.dpas %a, %b : vector<8x16xf16>, vector<8x16x2xf16> -> vector<8x16xf32>
  return %1 : vector<8x16xf32>
}

func.func @dpas_simt(%a: vector<8xf16>, %b: vector<16xf16>, %c: vector<8xf32>) -> vector<8xf32> {
  %0 = xegpu.dpas %a, %b, %c : vector<8xf16>, vector<16xf16>, vector<8xf32> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @dpas_b_bits(%a: vector<8xf16>, %b: vector<15xf16>) -> vector<8xf32> {
  %0 = xegpu.dpas %a, %b : vector<8xf16>, vector<15xf16> -> vector<8xf32>
  return %0 : vector<8xf32>
}

// -----

func.func @dpas_k(%a: vector<8x8xf16>, %b: vector<16x16xf16>) -> vector<8x16xf32> {
  %0 = xegpu.dpas %a, %b : vector<8x8xf16>, vector<16x16xf16> -> vector<8x16xf32>
  return %0 : vector<8x16xf32>
}

// -----

func.func @dpas_m(%a: vector<8x16xf16>, %b: vector<16x16xf16>) -> vector<4x16xf32> {
  %0 = xegpu.dpas %a, %b : vector<8x16xf16>, vector<16x16xf16> -> vector<4x16xf32>
  return %0 : vector<4x16xf32>
}

// -----

func.func @dpas_n(%a: vector<8x16xf16>, %b: vector<16x8xf16>) -> vector<8x16xf32> {
  %0 = xegpu.dpas %a, %b : vector<8x16xf16>, vector<16x8xf16> -> vector<8x16xf32>
  return %0 : vector<8x16xf32>
}

// -----

func.func @dpas_acc(%a: vector<8x16xf16>, %b: vector<16x16xf16>, %c: vector<8x16xf16>) -> vector<8x16xf32> {
  %0 = xegpu.dpas %a, %b, %c : vector<8x16xf16>, vector<16x16xf16>, vector<8x16xf16> -> vector<8x16xf32>
  return %0 : vector<8x16xf32>
}

// -----

func.func @dpas_rank(%a: vector<8x16x2xf16>, %b: vector<16x16xf16>) -> vector<8x16xf32> {
  %0 = xegpu.dpas %a, %b : vector<8x16x2xf16>, vector<16x16xf16> -> vector<8x16xf32>
  return %0 : vector<8x16xf32>
}
