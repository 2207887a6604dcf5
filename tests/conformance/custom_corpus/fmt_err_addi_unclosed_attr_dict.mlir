func.func @f(%a: i32, %b: i32, %f: f32) {
  %0 = arith.addi %a, %b {x = 1 : i32
  return
}
