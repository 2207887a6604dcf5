func.func @f(%a: i32) {
  "test.pure"(%a) : (i32) -> ()
  "test.keep"() : () -> ()
  return
}
