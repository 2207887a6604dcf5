func.func @f(%a: i32) {
  "test.tmp"(%a) : (i32) -> ()
  "test.tmp"() : () -> ()
  "test.tmp"(%a, %a) : (i32, i32) -> ()
  return
}
