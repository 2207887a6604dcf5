func.func @compress_forms(%k: vector<16xi1>, %a: vector<16xf32>, %b: vector<16xf32>, %c: vector<8xi64>, %k8: vector<8xi1>) -> (vector<16xf32>, vector<16xf32>, vector<8xi64>) {
  %0 = x86vector.avx512.mask.compress %k, %a, %b : vector<16xf32>, vector<16xf32>
  %1 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<5.0> : vector<16xf32>} : vector<16xf32>
  %2 = x86vector.avx512.mask.compress %k8, %c : vector<8xi64>
  return %0, %1, %2 : vector<16xf32>, vector<16xf32>, vector<8xi64>
}

// -----

func.func @both_sources(%k: vector<16xi1>, %a: vector<16xf32>, %b: vector<16xf32>) -> vector<16xf32> {
  %0 = x86vector.avx512.mask.compress %k, %a, %b {constant_src = dense<5.0> : vector<16xf32>} : vector<16xf32>, vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @constant_of_other_type(%k: vector<16xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<5> : vector<16xi32>} : vector<16xf32>
  return %0 : vector<16xf32>
}
