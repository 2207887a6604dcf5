func.func @vec(%m: memref<100x100xf32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 100 step 8 {
      %v = affine.vector_load %m[%i, %j] : memref<100x100xf32>, vector<8xf32>
      affine.vector_store %v, %m[%i + 3, %j] : memref<100x100xf32>, vector<8xf32>
      %w = affine.vector_load %m[%i, %j] : memref<100x100xf32>, vector<2x4xf32>
    }
  }
  return
}
