func.func @moves(%v: tensor<2x8x4xf32>, %i: tensor<2x3xi32>, %s: tensor<2x3x4xf32>, %t: tensor<5x7x2xi8>) -> tensor<2x3x4xf32> {
  %g = tosa.gather %v, %i : (tensor<2x8x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
  %sc = tosa.scatter %v, %i, %s : (tensor<2x8x4xf32>, tensor<2x3xi32>, tensor<2x3x4xf32>) -> tensor<2x8x4xf32>
  %tr = tosa.transpose %t {perms = array<i32: 2, 0, 1>} : (tensor<5x7x2xi8>) -> tensor<2x5x7xi8>
  return %g : tensor<2x3x4xf32>
}
