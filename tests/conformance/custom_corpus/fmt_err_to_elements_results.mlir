func.func @f(%v: vector<4xf32>) {
  %0:2 = vector.to_elements %v : vector<4xf32>
  return
}
