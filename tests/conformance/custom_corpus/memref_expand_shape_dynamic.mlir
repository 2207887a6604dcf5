func.func @f(%m: memref<?xf32>, %s: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%s, 4] : memref<?xf32> into memref<?x4xf32>
  return
}
