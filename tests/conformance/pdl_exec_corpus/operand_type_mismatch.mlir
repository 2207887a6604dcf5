func.func @f(%a: i32, %b: i64, %c: i32) {
  "test.eq"(%a, %b) : (i32, i64) -> ()
  "test.eq"(%a, %c) : (i32, i32) -> ()
  return
}
