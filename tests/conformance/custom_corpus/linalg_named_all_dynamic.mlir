func.func @quantized_matmul(%a0: memref<?x?xi8>, %a1: memref<?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?xi32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : memref<?x?xi8>, memref<?x?xi8>, i32, i32) outs(%a4 : memref<?x?xi32>)
  return
}
// -----
func.func @mmt4d(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @batch_mmt4d(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @quantized_batch_matmul(%a0: memref<?x?x?xi8>, %a1: memref<?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?xi32>) {
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?xi32>)
  return
}
// -----
func.func @matvec(%a0: memref<?x?xf32>, %a1: memref<?xf32>, %a2: memref<?xf32>) {
  linalg.matvec ins(%a0, %a1 : memref<?x?xf32>, memref<?xf32>) outs(%a2 : memref<?xf32>)
  return
}
// -----
func.func @vecmat(%a0: memref<?xf32>, %a1: memref<?x?xf32>, %a2: memref<?xf32>) {
  linalg.vecmat ins(%a0, %a1 : memref<?xf32>, memref<?x?xf32>) outs(%a2 : memref<?xf32>)
  return
}
// -----
func.func @batch_matvec(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.batch_matvec ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
// -----
func.func @batch_vecmat(%a0: memref<?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.batch_vecmat ins(%a0, %a1 : memref<?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
// -----
func.func @dot(%a0: memref<?xf32>, %a1: memref<?xf32>, %a2: memref<f32>) {
  linalg.dot ins(%a0, %a1 : memref<?xf32>, memref<?xf32>) outs(%a2 : memref<f32>)
  return
}
// -----
func.func @conv_1d(%a0: memref<?xf32>, %a1: memref<?xf32>, %a2: memref<?xf32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<?xf32>, memref<?xf32>) outs(%a2 : memref<?xf32>)
  return
}
// -----
func.func @conv_2d(%a0: memref<?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?xf32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?xf32>)
  return
}
// -----
func.func @conv_3d(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_3d ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @conv_1d_nwc_wcf(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_1d_nwc_wcf ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @conv_1d_ncw_fcw(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_1d_ncw_fcw ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_nhwc_hwcf(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_nhwc_fhwc(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_nhwc_hwcf_q(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nhwc_hwcf_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?xi32>)
  return
}
// -----
func.func @conv_2d_nhwc_fhwc_q(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nhwc_fhwc_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?xi32>)
  return
}
// -----
func.func @conv_2d_nchw_fchw_q(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nchw_fchw_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?xi32>)
  return
}
// -----
func.func @conv_2d_nchw_fchw(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nchw_fchw ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_ngchw_fgchw(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_ngchw_fgchw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_ngchw_gfchw(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_nhwgc_gfhwc(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @conv_2d_nhwgc_gfhwc_q(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?x?xi32>)
  return
}
// -----
func.func @conv_2d_ngchw_gfchw_q(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_ngchw_gfchw_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?x?xi32>)
  return
}
// -----
func.func @conv_3d_ndhwc_dhwcf(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @conv_3d_ndhwc_dhwcf_q(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xi32>) {
  linalg.conv_3d_ndhwc_dhwcf_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?x?xi32>)
  return
}
// -----
func.func @conv_3d_ncdhw_fcdhw(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_1d_nwc_wc(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_1d_ncw_cw(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_1d_nwc_wcm(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_2d_nhwc_hwc(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_2d_nchw_chw(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_2d_nhwc_hwc_q(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?xi32>)
  return
}
// -----
func.func @depthwise_conv_2d_nhwc_hwcm(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_2d_nhwc_hwcm_q(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?x?xi32>)
  return
}
// -----
func.func @depthwise_conv_3d_ndhwc_dhwc(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_3d_ncdhw_cdhw(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @depthwise_conv_3d_ndhwc_dhwcm(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_nhwc_sum(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_sum ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_nchw_sum(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nchw_sum ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_nhwc_max(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_max ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_nhwc_max_unsigned(%a0: memref<?x?x?x?xi32>, %a1: memref<?x?xi32>, %a2: memref<?x?x?x?xi32>) {
  linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : memref<?x?x?x?xi32>, memref<?x?xi32>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
// -----
func.func @pooling_nchw_max(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nchw_max ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_nhwc_min(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_min ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_nhwc_min_unsigned(%a0: memref<?x?x?x?xi32>, %a1: memref<?x?xi32>, %a2: memref<?x?x?x?xi32>) {
  linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : memref<?x?x?x?xi32>, memref<?x?xi32>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
// -----
func.func @pooling_nwc_sum(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_sum ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @pooling_ncw_sum(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_ncw_sum ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @pooling_nwc_max(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_max ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @pooling_nwc_max_unsigned(%a0: memref<?x?x?xi32>, %a1: memref<?xi32>, %a2: memref<?x?x?xi32>) {
  linalg.pooling_nwc_max_unsigned ins(%a0, %a1 : memref<?x?x?xi32>, memref<?xi32>) outs(%a2 : memref<?x?x?xi32>)
  return
}
// -----
func.func @pooling_ncw_max(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_ncw_max ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @pooling_nwc_min(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_min ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
// -----
func.func @pooling_nwc_min_unsigned(%a0: memref<?x?x?xi32>, %a1: memref<?xi32>, %a2: memref<?x?x?xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : memref<?x?x?xi32>, memref<?xi32>) outs(%a2 : memref<?x?x?xi32>)
  return
}
// -----
func.func @pooling_ndhwc_sum(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_sum ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_ndhwc_max(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_max ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @pooling_ndhwc_min(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_min ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
// -----
func.func @fill_rng_2d(%a0: f64, %a1: f64, %a2: i32, %a3: memref<?x?xf32>) {
  linalg.fill_rng_2d ins(%a0, %a1, %a2 : f64, f64, i32) outs(%a3 : memref<?x?xf32>)
  return
}
