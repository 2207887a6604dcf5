async.func @g(%a: f32) -> (!async.value<f32>, !async.token) {
  return %a : f32
}
