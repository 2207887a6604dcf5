func.func @f(%a: i32, %b: i32) {
  "test.l"(%a) : (i32) -> ()
  "test.r"(%a) : (i32) -> ()
  "test.r"(%b) : (i32) -> ()
  return
}
