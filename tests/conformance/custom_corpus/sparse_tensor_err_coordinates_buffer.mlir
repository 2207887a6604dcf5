#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
func.func @f(%a: tensor<2x4xf64, #csr>) -> memref<?xindex> {
  %0 = sparse_tensor.coordinates_buffer %a : tensor<2x4xf64, #csr> to memref<?xindex>
  return %0 : memref<?xindex>
}
