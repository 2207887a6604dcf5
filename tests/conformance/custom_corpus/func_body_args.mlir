func.func @f(%a: i32, %b: f32, %c: index) -> (f32, i32) {
  return %b, %a : f32, i32
}
