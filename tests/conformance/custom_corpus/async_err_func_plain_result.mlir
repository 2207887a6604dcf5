async.func @g(%a: f32) -> f32 {
  return %a : f32
}
