func.func @f(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.prefetch %m[%i], read, locality<5>, data : memref<10xf32>
  }
  return
}
