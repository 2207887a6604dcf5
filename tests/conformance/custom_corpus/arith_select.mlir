func.func @sel(%c: i1, %a: i32, %b: i32, %m: vector<4xi1>, %x: vector<4xf32>, %t: tensor<2xi1>, %u: tensor<2xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %m, %x, %x : vector<4xi1>, vector<4xf32>
  %2 = arith.select %t, %u, %u {foo.bar} : tensor<2xi1>, tensor<2xf32>
  %3 = arith.select %c, %x, %x : vector<4xf32>
  return
}
