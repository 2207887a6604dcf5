func.func @loops(%m: memref<16x16xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = -4 to 12 step 4 {
      %v = affine.load %m[%i, %j + 4] : memref<16x16xf32>
      affine.store %v, %m[%j + 4, %i] : memref<16x16xf32>
    }
  }
  return
}
