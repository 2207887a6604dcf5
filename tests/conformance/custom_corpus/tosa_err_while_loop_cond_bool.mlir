func.func @f(%i: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%x = %i) : (tensor<i32>) -> tensor<i32> {
    tosa.yield %x : tensor<i32>
  } do {
  ^bb0(%x: tensor<i32>):
    tosa.yield %x : tensor<i32>
  }
  return %0 : tensor<i32>
}
