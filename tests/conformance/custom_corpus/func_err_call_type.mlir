func.func private @g(i32)
func.func @f(%a: f32) {
  func.call @g(%a) : (f32) -> ()
  return
}
