func.func @f(%n: index) {
  %m = gpu.alloc (%n) : memref<4x4xf32>
  return
}
