func.func private @ext(i32, f32 {foo.bar}) -> (i32 {foo.r = 1 : i64})
func.func @f(%a: i32, %b: index) -> i32 attributes {foo.x} {
  %c = arith.andi %a, %a : i32
  return %c : i32
}
func.func nested @g() -> (i32, f32)
func.func @h(%x: memref<4xf32>) {
  %0 = func.call @g() : () -> (i32, f32)
  return
}
// -----
func.func @k(%a: i32 loc("x"), %b: i32 {foo.y = 2}) -> (i32, i32) {
  func.return %b, %a : i32, i32
}
