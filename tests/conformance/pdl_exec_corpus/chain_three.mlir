func.func @f() {
  %0 = "test.c1"() : () -> i32
  %1 = "test.c2"(%0) : (i32) -> i32
  "test.c3"(%1) : (i32) -> ()
  "test.c3"(%0) : (i32) -> ()
  return
}
