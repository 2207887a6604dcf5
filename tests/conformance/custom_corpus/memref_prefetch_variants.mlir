func.func @f(%m: memref<4x4xf32>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<1>, instr : memref<4x4xf32>
  memref.prefetch %m[%i, %i], write, locality<2>, data : memref<4x4xf32>
  return
}
