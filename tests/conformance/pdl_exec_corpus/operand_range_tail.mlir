func.func @f(%a: i32, %b: f32, %c: i64) {
  "test.v"(%a) : (i32) -> ()
  "test.v"(%a, %b) : (i32, f32) -> ()
  "test.v"(%a, %b, %c) : (i32, f32, i64) -> ()
  "test.v"() : () -> ()
  return
}
