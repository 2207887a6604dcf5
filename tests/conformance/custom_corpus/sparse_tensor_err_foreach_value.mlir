#vec = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
func.func @f(%t: tensor<8xf64, #vec>) {
  sparse_tensor.foreach in %t : tensor<8xf64, #vec> do {
    ^bb0(%i: index, %x: f32):
  }
  return
}
