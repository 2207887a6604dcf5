func.func @f(%x: i32) {
  %0 = "arith.foo"(%x) : (i32) -> i32
  return
}
