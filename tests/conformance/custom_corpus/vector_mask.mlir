func.func @m(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<8xi1>, %v: vector<8xf32>) -> vector<8xf32> {
  %0 = vector.mask %k { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  vector.mask %k { vector.transfer_write %v, %m[%i] : vector<8xf32>, memref<?xf32> } : vector<8xi1>
  %1 = vector.mask %k, %v { vector.transfer_read %m[%i], %p : memref<?xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  %2 = arith.select %k, %0, %1 : vector<8xi1>, vector<8xf32>
  return %2 : vector<8xf32>
}
