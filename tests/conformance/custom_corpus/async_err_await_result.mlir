func.func @f(%v: !async.value<f32>) {
  %0 = "async.await"(%v) : (!async.value<f32>) -> i32
  return
}
