func.func @zero(%m: memref<f32>, %v: memref<4xi32>) -> f32 {
  %x = affine.load %m[] : memref<f32>
  affine.store %x, %m[] : memref<f32>
  %c = affine.load %v[3] : memref<4xi32>
  affine.store %c, %v[0] : memref<4xi32>
  return %x : f32
}
