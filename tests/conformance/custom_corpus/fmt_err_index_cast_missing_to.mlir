func.func @f(%a: i32, %b: i32, %f: f32) {
  %0 = arith.index_cast %a : i32 index
  return
}
