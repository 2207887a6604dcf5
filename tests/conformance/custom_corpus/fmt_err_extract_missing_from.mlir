func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[1] : f32 vector<4xf32>
  return
}
