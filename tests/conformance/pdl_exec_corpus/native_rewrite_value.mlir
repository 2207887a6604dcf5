func.func @f(%a: i32) {
  "test.op"(%a) : (i32) -> ()
  return
}
