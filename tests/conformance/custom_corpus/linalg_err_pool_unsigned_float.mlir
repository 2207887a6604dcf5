func.func @f(%i: memref<1x10x3xf32>, %w: memref<3xf32>, %o: memref<1x8x3xf32>) {
  linalg.pooling_nwc_max_unsigned ins(%i, %w : memref<1x10x3xf32>, memref<3xf32>) outs(%o : memref<1x8x3xf32>)
  return
}
