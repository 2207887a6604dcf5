func.func @slices(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>, %o: index, %z: index) -> tensor<8x16xf32> {
  %a = tensor.extract_slice %t[%o, 4] [2, 4] [1, 2] : tensor<8x16xf32> to tensor<2x4xf32>
  %b = tensor.extract_slice %t[0, 0] [1, %z] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %c = tensor.insert_slice %s into %t[0, %o] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %d = tensor.insert_slice %a into %c[%o, %o] [2, 4] [%z, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  return %d : tensor<8x16xf32>
}
