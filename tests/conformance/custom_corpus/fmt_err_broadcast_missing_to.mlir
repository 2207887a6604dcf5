func.func @f(%a: i32, %b: i32, %f: f32) {
  %0 = vector.broadcast %f : f32 vector<4xf32>
  return
}
