func.func @pools(%i: memref<1x3x10x10xf32>, %w: memref<3x3xf32>, %o: memref<1x3x8x8xf32>,
    %ih: memref<1x10x10x3xi32>, %oh: memref<1x8x8x3xi32>,
    %i1: memref<1x10x3xf32>, %w1: memref<3xf32>, %o1: memref<1x8x3xf32>) {
  linalg.pooling_nchw_sum ins(%i, %w : memref<1x3x10x10xf32>, memref<3x3xf32>) outs(%o : memref<1x3x8x8xf32>)
  linalg.pooling_nchw_max ins(%i, %w : memref<1x3x10x10xf32>, memref<3x3xf32>) outs(%o : memref<1x3x8x8xf32>)
  linalg.pooling_nhwc_max_unsigned ins(%ih, %w : memref<1x10x10x3xi32>, memref<3x3xf32>) outs(%oh : memref<1x8x8x3xi32>)
  linalg.pooling_nhwc_min_unsigned ins(%ih, %w : memref<1x10x10x3xi32>, memref<3x3xf32>) outs(%oh : memref<1x8x8x3xi32>)
  linalg.pooling_nwc_sum ins(%i1, %w1 : memref<1x10x3xf32>, memref<3xf32>) outs(%o1 : memref<1x8x3xf32>)
  linalg.pooling_nwc_max ins(%i1, %w1 : memref<1x10x3xf32>, memref<3xf32>) outs(%o1 : memref<1x8x3xf32>)
  linalg.pooling_nwc_min ins(%i1, %w1 : memref<1x10x3xf32>, memref<3xf32>) outs(%o1 : memref<1x8x3xf32>)
  return
}
