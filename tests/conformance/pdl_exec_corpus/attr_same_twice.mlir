func.func @f() {
  %0 = "test.src"() {k = 1 : i32} : () -> i32
  "test.pair"(%0) {k = 1 : i32} : (i32) -> ()
  %1 = "test.src"() {k = 2 : i32} : () -> i32
  "test.pair"(%1) {k = 3 : i32} : (i32) -> ()
  return
}
