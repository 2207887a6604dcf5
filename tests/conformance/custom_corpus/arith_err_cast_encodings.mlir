func.func @a(%x: tensor<2xindex, "a">) {
  %0 = arith.index_cast %x : tensor<2xindex, "a"> to tensor<2xi32, "b">
  return
}
// -----
func.func @b(%x: tensor<2xf32, "a">) {
  %0 = arith.bitcast %x : tensor<2xf32, "a"> to tensor<2xi32, "b">
  return
}
// -----
func.func @c(%x: tensor<2xf32, "a">) {
  %0 = arith.extf %x : tensor<2xf32, "a"> to tensor<2xf64, "a">
  return
}
// -----
func.func @d(%x: tensor<2xf32, "a">) {
  %0 = arith.extf %x : tensor<2xf32, "a"> to tensor<2xf64>
  return
}
// -----
func.func @e(%x: tensor<2xf32, "a">) {
  %0 = arith.extf %x : tensor<2xf32, "a"> to tensor<?xf64, "a">
  return
}
