func.func @f(%a: i32) {
  %0 = "test.op"(%a) : (i32) -> i32
  "test.use"(%0) : (i32) -> ()
  return
}
