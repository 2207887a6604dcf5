func.func @f(%c: i1, %a: i32, %b: i32, %x: f64, %vm: vector<4xi1>, %v: vector<4xi32>, %tm: tensor<?xi1>, %t: tensor<?xf32>, %m: memref<4xf32>) {
  %0 = arith.select %tm, %t, %t : tensor<?xi1>, tensor<?xf32>
  return
}
