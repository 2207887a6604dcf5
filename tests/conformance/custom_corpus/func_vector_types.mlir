func.func @f(%v: vector<4xf32>, %s: vector<[4]x2xi1>) -> vector<4xf32> {
  return %v : vector<4xf32>
}
