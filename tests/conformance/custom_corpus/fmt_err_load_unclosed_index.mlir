func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.load %m[%i : memref<4xf32>
  return
}
