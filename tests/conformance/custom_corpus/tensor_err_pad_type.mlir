func.func @pad(%t: tensor<4xf32>, %v: f32) -> tensor<7xf32> {
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<4xf32> to tensor<7xf32>
  return %p : tensor<7xf32>
}
