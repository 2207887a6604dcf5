#slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 2, 1)>) -> (d0 : compressed) }>
func.func @f(%t: tensor<2xf64, #slice>) -> index {
  %0 = sparse_tensor.slice.offset %t at 1 : tensor<2xf64, #slice>
  return %0 : index
}
