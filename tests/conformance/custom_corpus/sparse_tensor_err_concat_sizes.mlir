#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<2x4xf64, #csr>, %b: tensor<3x4xf64, #csr>) -> tensor<6x4xf64, #csr> {
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #csr>, tensor<3x4xf64, #csr> to tensor<6x4xf64, #csr>
  return %0 : tensor<6x4xf64, #csr>
}
