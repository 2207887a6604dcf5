#slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(?, 8, ?)>) -> (d0 : dense, d1 : compressed) }>

func.func @f(%t: tensor<4x8xf64, #slice>) -> (index, index) {
  %0 = sparse_tensor.slice.offset %t at 1 : tensor<4x8xf64, #slice>
  %1 = sparse_tensor.slice.stride %t at 0 : tensor<4x8xf64, #slice>
  return %0, %1 : index, index
}
