func.func @f(%v: vector<4xf32>) {
  %0 = vector.shuffle %v, %v : vector<4xf32>, vector<4xf32>
  return
}
