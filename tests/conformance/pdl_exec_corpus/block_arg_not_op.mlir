func.func @f(%a: i32) {
  "test.u"(%a) : (i32) -> ()
  %0 = "test.d"() : () -> i32
  "test.u"(%0) : (i32) -> ()
  return
}
