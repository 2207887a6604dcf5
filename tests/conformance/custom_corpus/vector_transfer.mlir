func.func @t(%m: memref<?x?xf32>, %i: index, %p: f32, %t: tensor<8x8xf32>, %mask: vector<4xi1>, %v: vector<4xf32>, %m3: memref<2x4x8xf32>, %mk2: vector<4x8xi1>) {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %p, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<8x8xf32>, vector<4xf32>
  %3 = vector.transfer_read %m3[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : memref<2x4x8xf32>, vector<8x4xf32>
  %4 = vector.transfer_read %m3[%i, %i, %i], %p, %mk2 {permutation_map = affine_map<(d0, d1, d2) -> (d1, d2)>, in_bounds = [false, true]} : memref<2x4x8xf32>, vector<4x8xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  %5 = vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, tensor<8x8xf32>
  return
}
