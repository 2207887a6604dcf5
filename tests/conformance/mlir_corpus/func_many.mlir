func.func private @decl(i32) -> i32
func.func @g(%x: i32, %y: i64) -> (i32, i64) {
  %0 = call @decl(%x) : (i32) -> i32
  return %0, %y : i32, i64
}
func.func @h() {
  return
}
