async.func @g(%a: f32) {
  return
}
