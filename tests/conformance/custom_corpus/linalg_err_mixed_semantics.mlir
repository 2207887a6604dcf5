// Structured ops take all tensors or all buffers.
func.func @matmul_mix(%x: memref<4x8xf32>, %y: memref<8x2xf32>, %acc: tensor<4x2xf32>) {
  %r = linalg.matmul ins(%x, %y : memref<4x8xf32>, memref<8x2xf32>) outs(%acc : tensor<4x2xf32>) -> tensor<4x2xf32>
  return
}

// -----

func.func @elementwise_mix(%x: tensor<5xi32>, %acc: memref<5xi32>) {
  linalg.abs ins(%x : tensor<5xi32>) outs(%acc : memref<5xi32>)
  return
}

// -----

func.func @conv_mix(%img: tensor<1x6x6x1xf32>, %k: memref<3x3x1x1xf32>, %out: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %r = linalg.conv_2d_nhwc_hwcf ins(%img, %k : tensor<1x6x6x1xf32>, memref<3x3x1x1xf32>) outs(%out : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %r : tensor<1x4x4x1xf32>
}

// -----

func.func @conv_window(%img: tensor<1x3x6x1xf32>, %k: tensor<4x3x1x1xf32>, %out: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %r = linalg.conv_2d_nhwc_hwcf ins(%img, %k : tensor<1x3x6x1xf32>, tensor<4x3x1x1xf32>) outs(%out : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %r : tensor<1x4x4x1xf32>
}
