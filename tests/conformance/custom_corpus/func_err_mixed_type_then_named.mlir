func.func @f(i32, %a: i64) {
  return
}
