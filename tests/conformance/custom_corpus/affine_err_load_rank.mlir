func.func @f(%m: memref<10x10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10x10xf32>
  }
  return
}
