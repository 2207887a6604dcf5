func.func @sym_ok(%m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %m[%i, %j] : memref<10x10xf32>
      affine.for %k = %i to 10 {
        affine.store %v, %m[%k, %j] : memref<10x10xf32>
      }
    }
  }
  return
}
