// linalg.select builds arith.select for three floats or integers too; the
// select's verifier then rejects a condition that is not bool-like.
func.func @select_float_condition(%c: memref<8xf64>, %t: memref<8xf64>, %f: memref<8xf64>, %out: memref<8xf64>) {
  linalg.select ins(%c, %t, %f : memref<8xf64>, memref<8xf64>, memref<8xf64>) outs(%out : memref<8xf64>)
  return
}

// -----

func.func @select_bool_condition(%c: tensor<2x3xi1>, %t: tensor<2x3xi32>, %f: tensor<2x3xi32>, %out: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = linalg.select ins(%c, %t, %f : tensor<2x3xi1>, tensor<2x3xi32>, tensor<2x3xi32>) outs(%out : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
