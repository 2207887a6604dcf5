func.func @f(%t: tensor<?xf32>, %s: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%s, 8] : tensor<?xf32> into tensor<?x8xf32>
  return
}
