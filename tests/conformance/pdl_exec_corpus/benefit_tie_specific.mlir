func.func @f(%a: i32) {
  %s = "test.special"() : () -> i32
  "test.g"(%s) : (i32) -> ()
  "test.g"(%a) : (i32) -> ()
  return
}
