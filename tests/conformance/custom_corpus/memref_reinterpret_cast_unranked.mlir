func.func @f(%m: memref<*xf32>, %s: index) {
  %0 = memref.reinterpret_cast %m to offset: [%s], sizes: [%s], strides: [1] : memref<*xf32> to memref<?xf32, strided<[1], offset: ?>>
  return
}
