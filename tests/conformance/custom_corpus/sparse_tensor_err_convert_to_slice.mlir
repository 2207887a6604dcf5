#slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(0, 2, 1)>) -> (d0 : compressed) }>
func.func @f(%t: tensor<2xf64>) -> tensor<2xf64, #slice> {
  %0 = sparse_tensor.convert %t : tensor<2xf64> to tensor<2xf64, #slice>
  return %0 : tensor<2xf64, #slice>
}
