#sv = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
#dcsr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @two(%a: tensor<16xf32, #sv>, %b: tensor<4x4xi32, #dcsr>, %c: i1) -> tensor<16xf32, #sv> {
  %0 = arith.select %c, %a, %a : tensor<16xf32, #sv>
  return %0 : tensor<16xf32, #sv>
}
