func.func @convs(%i2: memref<10x10xf32>, %k2: memref<3x3xf32>, %o2: memref<8x8xf32>,
    %i3: memref<10x10x10xf32>, %k3: memref<3x3x3xf32>, %o3: memref<8x8x8xf32>,
    %i1: memref<1x10x3xf32>, %k1: memref<3x3x8xf32>, %o1: memref<1x8x8xf32>,
    %ncw: memref<1x3x10xf32>, %fcw: memref<8x3x3xf32>, %nfw: memref<1x8x8xf32>) {
  linalg.conv_2d ins(%i2, %k2 : memref<10x10xf32>, memref<3x3xf32>) outs(%o2 : memref<8x8xf32>)
  linalg.conv_3d ins(%i3, %k3 : memref<10x10x10xf32>, memref<3x3x3xf32>) outs(%o3 : memref<8x8x8xf32>)
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i1, %k1 : memref<1x10x3xf32>, memref<3x3x8xf32>) outs(%o1 : memref<1x8x8xf32>)
  linalg.conv_1d_ncw_fcw ins(%ncw, %fcw : memref<1x3x10xf32>, memref<8x3x3xf32>) outs(%nfw : memref<1x8x8xf32>)
  return
}
