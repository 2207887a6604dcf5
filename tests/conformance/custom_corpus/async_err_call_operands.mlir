async.func @g(%a: f32) -> !async.value<f32> {
  return %a : f32
}
func.func @h(%b: i32) {
  %0 = async.call @g(%b) : (i32) -> !async.value<f32>
  return
}
