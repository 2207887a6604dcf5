func.func @f(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[symbol(%i)] : memref<10xf32>
  }
  return
}
