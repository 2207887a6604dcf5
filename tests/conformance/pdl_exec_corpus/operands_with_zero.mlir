func.func @f(%a: i32) {
  "test.v"() : () -> ()
  "test.v"(%a) : (i32) -> ()
  return
}
