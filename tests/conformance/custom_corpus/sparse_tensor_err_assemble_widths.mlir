#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32 }>
func.func @pack(%pos: tensor<5xindex>, %crd: tensor<6xindex>, %vals: tensor<6xf64>) -> tensor<4x8xf64, #csr> {
  %0 = sparse_tensor.assemble (%pos, %crd), %vals : (tensor<5xindex>, tensor<6xindex>), tensor<6xf64> to tensor<4x8xf64, #csr>
  return %0 : tensor<4x8xf64, #csr>
}
