func.func @f(%a: i32, %b: f32, %c: i64) {
  "test.m"(%a, %b, %c) : (i32, f32, i64) -> ()
  "test.m"(%a, %c) : (i32, i64) -> ()
  "test.m"(%a) : (i32) -> ()
  return
}
