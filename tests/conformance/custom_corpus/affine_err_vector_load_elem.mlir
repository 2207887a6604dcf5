func.func @f(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.vector_load %m[%i] : memref<10xf32>, vector<4xi32>
  }
  return
}
