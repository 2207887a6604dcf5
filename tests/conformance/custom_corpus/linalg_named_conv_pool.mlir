func.func @conv(%i: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>, %o: tensor<1x3x3x4xf32>, %w: tensor<3x3xf32>, %p: tensor<1x6x6x3xf32>, %mi: memref<10xf32>, %mk: memref<3xf32>, %mo: memref<8xf32>) -> tensor<1x3x3x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %1 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%p : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  %2 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x8x8x3xf32>, tensor<3x3xf32>) outs(%p : tensor<1x6x6x3xf32>) -> tensor<1x6x6x3xf32>
  linalg.conv_1d ins(%mi, %mk : memref<10xf32>, memref<3xf32>) outs(%mo : memref<8xf32>)
  return %0 : tensor<1x3x3x4xf32>
}
