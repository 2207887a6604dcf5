func.func @f() -> (i8, i16) {
  %0 = "test.c"() {v = 7 : i8} : () -> i8
  %1 = "test.c"() {v = 7 : i16} : () -> i16
  return %0, %1 : i8, i16
}
