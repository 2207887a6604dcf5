func.func @f(%n: index) {
  %m = gpu.alloc (%n)[%n] : memref<?x4xf32>
  return
}
