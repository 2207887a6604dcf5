func.func @f(%m: memref<10xf32>, %v: i32) {
  affine.for %i = 0 to 10 {
    affine.store %v, %m[%i] : memref<10xf32>
  }
  return
}
