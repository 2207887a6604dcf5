#slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(-1, 2, 1)>) -> (d0 : compressed) }>
func.func @f(%t: tensor<2xf64, #slice>) {
  return
}
