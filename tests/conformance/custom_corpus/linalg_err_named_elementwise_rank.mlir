// Rank-polymorphic named ops (identity maps over the init's rank) check each
// operand's rank against those maps; a rank-0 operand is a scalar.
func.func @scalar_operand(%s: tensor<f32>, %t: tensor<4x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.mul ins(%s, %t : tensor<f32>, tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @low_rank_input(%a: memref<6xf32>, %b: memref<2x6xf32>, %o: memref<2x6xf32>) {
  linalg.max ins(%a, %b : memref<6xf32>, memref<2x6xf32>) outs(%o : memref<2x6xf32>)
  return
}

// -----

func.func @unary_rank(%a: tensor<3x3x3xf16>, %o: tensor<3x3xf16>) -> tensor<3x3xf16> {
  %r = linalg.tanh ins(%a : tensor<3x3x3xf16>) outs(%o : tensor<3x3xf16>) -> tensor<3x3xf16>
  return %r : tensor<3x3xf16>
}
