func.func @f(%t: tensor<?x?xf32>, %s: tensor<4x?xf32>, %a: index, %b: index) {
  %0 = tensor.insert_slice %s into %t[%a, %b] [4, %b] [1, 1] : tensor<4x?xf32> into tensor<?x?xf32>
  return
}
