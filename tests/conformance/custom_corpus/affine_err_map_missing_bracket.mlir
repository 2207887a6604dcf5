func.func @f(%m: memref<10xf32>, %n: index) {
  %v = affine.load %m[%n : memref<10xf32>
  return
}
