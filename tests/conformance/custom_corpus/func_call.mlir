func.func private @callee(i32, f32) -> (i32, f32)
func.func @caller(%a: i32, %b: f32) -> i32 {
  %r:2 = func.call @callee(%a, %b) : (i32, f32) -> (i32, f32)
  %s:2 = call @callee(%r#0, %r#1) : (i32, f32) -> (i32, f32)
  return %s#0 : i32
}
