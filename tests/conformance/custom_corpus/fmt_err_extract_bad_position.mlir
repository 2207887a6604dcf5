func.func @f(%v: vector<4xf32>) {
  %0 = vector.extract %v[x] : f32 from vector<4xf32>
  return
}
