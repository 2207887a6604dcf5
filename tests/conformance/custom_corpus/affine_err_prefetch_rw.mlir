func.func @f(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    affine.prefetch %m[%i], readwrite, locality<1>, data : memref<10xf32>
  }
  return
}
