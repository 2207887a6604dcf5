func.func @pad(%t: tensor<4x?xf32>, %lo: index, %v: f32) -> tensor<6x?xf32> {
  %p = tensor.pad %t low[1, %lo] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  return %p : tensor<6x?xf32>
}
// -----
func.func @nofold(%t: tensor<4xi32>, %z: i32) -> tensor<8xi32> {
  %p = tensor.pad %t nofold low[2] high[2] {
  ^bb0(%i: index):
    tensor.yield %z : i32
  } : tensor<4xi32> to tensor<8xi32>
  return %p : tensor<8xi32>
}
// -----
func.func @generate(%n: index) -> tensor<?x3xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %g : tensor<?x3xindex>
}
