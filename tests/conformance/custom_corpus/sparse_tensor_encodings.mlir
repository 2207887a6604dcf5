#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#COO = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed(nonunique), j : singleton), posWidth = 32, crdWidth = 16 }>
#DCSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed, d0 : compressed) }>
func.func @enc(%a: tensor<8x8xf32, #CSR>, %b: tensor<8x8xf64, #COO>, %c: tensor<4x4xi32, #DCSC>) -> tensor<8x8xf32, #CSR> {
  return %a : tensor<8x8xf32, #CSR>
}
