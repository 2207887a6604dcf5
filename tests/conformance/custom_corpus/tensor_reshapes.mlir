func.func @reshape(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index) -> (tensor<6x4xf32>, tensor<?x2x2xf32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %x = tensor.expand_shape %c [[0, 1], [2]] output_shape [3, 2, 4] : tensor<6x4xf32> into tensor<3x2x4xf32>
  return %c, %e : tensor<6x4xf32>, tensor<?x2x2xf32>
}
