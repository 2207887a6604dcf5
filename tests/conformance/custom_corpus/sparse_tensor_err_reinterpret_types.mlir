#a = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#b = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : dense) }>
func.func @f(%t: tensor<2x4xf64, #a>) -> tensor<4x2xf64, #b> {
  %0 = sparse_tensor.reinterpret_map %t : tensor<2x4xf64, #a> to tensor<4x2xf64, #b>
  return %0 : tensor<4x2xf64, #b>
}
