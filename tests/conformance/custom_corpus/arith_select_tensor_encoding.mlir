#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @d(%c: i1, %t: tensor<8xf32, #enc>, %m: tensor<8xi1>) {
  %0 = arith.select %c, %t, %t : tensor<8xf32, #enc>
  return
}
