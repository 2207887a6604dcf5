func.func @f(%a: i32, %b: i32, %f: f32, %c: i1) {
  %0 = arith.select %c, %a : i32
  return
}
