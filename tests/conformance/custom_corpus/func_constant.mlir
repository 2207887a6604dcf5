func.func private @g(i32) -> i32
func.func @f() -> ((i32) -> i32) {
  %0 = func.constant @g : (i32) -> i32
  return %0 : (i32) -> i32
}
