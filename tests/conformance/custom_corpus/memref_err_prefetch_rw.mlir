func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], modify, locality<1>, data : memref<4xf32>
  return
}
