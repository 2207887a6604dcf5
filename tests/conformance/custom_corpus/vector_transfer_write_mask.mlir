func.func @f(%m: memref<?x?xf32>, %m3: memref<4x8x16xf32>, %t: tensor<?x?xf32>, %t3: tensor<4x8x16xf32>, %i: index, %j: index, %p: f32, %v4: vector<4xf32>, %k4: vector<4xi1>, %v48: vector<4x8xf32>, %k48: vector<4x8xi1>) {
  vector.transfer_write %v48, %m[%i, %j], %k48 : vector<4x8xf32>, memref<?x?xf32>
  return
}
