async.func @g(%a: i32) -> !async.value<f32> {
  return %a : i32
}
