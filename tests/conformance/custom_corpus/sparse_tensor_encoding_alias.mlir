#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @csr(%t: tensor<8x8xf64, #csr>, %u: tensor<8x8xf64, #csr>) -> tensor<8x8xf64, #csr> {
  return %t : tensor<8x8xf64, #csr>
}
