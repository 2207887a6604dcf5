// The named ops' region builders reject unsigned functions on floats or
// bools and sub/div on bools, as MLIR's buildBinaryFn does.
func.func @max_u_float(%i: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %r = linalg.pooling_nhwc_max_unsigned ins(%i, %k : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}

// -----

func.func @min_u_float(%i: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %r = linalg.pooling_nhwc_min_unsigned ins(%i, %k : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r : tensor<1x3x3x1xf32>
}

// -----

func.func @div_u_float(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.div_unsigned ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @sub_bools(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %r = linalg.sub ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%a : tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}

// -----

func.func @div_bools(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %r = linalg.max ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%a : tensor<4xi1>) -> tensor<4xi1>
  %s = linalg.div ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%a : tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}

// -----

func.func @div_u_bools(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %s = linalg.div_unsigned ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%a : tensor<4xi1>) -> tensor<4xi1>
  return %s : tensor<4xi1>
}

// -----

func.func @max_u_bools(%i: tensor<1x4x4x1xi1>, %k: tensor<2x2xi1>, %o: tensor<1x3x3x1xi1>) -> tensor<1x3x3x1xi1> {
  %r = linalg.pooling_nhwc_max_unsigned ins(%i, %k : tensor<1x4x4x1xi1>, tensor<2x2xi1>) outs(%o : tensor<1x3x3x1xi1>) -> tensor<1x3x3x1xi1>
  return %r : tensor<1x3x3x1xi1>
}
