func.func @sel(%vc: vector<3xi1>, %va: vector<4xf32>) -> vector<4xf32> {
  %1 = arith.select %vc, %va, %va : vector<3xi1>, vector<4xf32>
  return %1 : vector<4xf32>
}
