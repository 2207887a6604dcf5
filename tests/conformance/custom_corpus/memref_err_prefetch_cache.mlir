func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<1>, code : memref<4xf32>
  return
}
