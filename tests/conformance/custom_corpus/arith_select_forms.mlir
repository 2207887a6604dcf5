func.func @sel(%c: i1, %vc: vector<4xi1>, %a: f32, %b: f32, %va: vector<4xf32>, %vb: vector<4xf32>, %ta: tensor<2x2xi8>, %tc: tensor<2x2xi1>) {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %vc, %va, %vb : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %va, %vb : vector<4xf32>
  %3 = arith.select %tc, %ta, %ta : tensor<2x2xi1>, tensor<2x2xi8>
  %4 = arith.select %c, %ta, %ta {tag} : tensor<2x2xi8>
  return
}
