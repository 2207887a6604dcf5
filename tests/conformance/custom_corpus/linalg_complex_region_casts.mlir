// The OpDSL region builder casts scalars to a complex output type
// (convertScalarToComplexDtype): complex parts resized, real values given a
// zero imaginary part.
func.func @conv_complex_filter_widened(%img: tensor<1x6x6x2xcomplex<f32>>, %flt: tensor<3x3x2x4xcomplex<f16>>, %acc: tensor<1x4x4x4xcomplex<f32>>) -> tensor<1x4x4x4xcomplex<f32>> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%img, %flt : tensor<1x6x6x2xcomplex<f32>>, tensor<3x3x2x4xcomplex<f16>>) outs(%acc : tensor<1x4x4x4xcomplex<f32>>) -> tensor<1x4x4x4xcomplex<f32>>
  return %0 : tensor<1x4x4x4xcomplex<f32>>
}

func.func @conv_real_filter(%img: tensor<1x6x6x2xcomplex<f64>>, %flt: tensor<3x3x2x4xf16>, %acc: tensor<1x4x4x4xcomplex<f64>>) -> tensor<1x4x4x4xcomplex<f64>> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%img, %flt : tensor<1x6x6x2xcomplex<f64>>, tensor<3x3x2x4xf16>) outs(%acc : tensor<1x4x4x4xcomplex<f64>>) -> tensor<1x4x4x4xcomplex<f64>>
  return %0 : tensor<1x4x4x4xcomplex<f64>>
}

func.func @conv_integer_input(%img: tensor<1x10x3xi8>, %flt: tensor<3x3x5xcomplex<f32>>, %acc: tensor<1x8x5xcomplex<f32>>) -> tensor<1x8x5xcomplex<f32>> {
  %0 = linalg.conv_1d_nwc_wcf ins(%img, %flt : tensor<1x10x3xi8>, tensor<3x3x5xcomplex<f32>>) outs(%acc : tensor<1x8x5xcomplex<f32>>) -> tensor<1x8x5xcomplex<f32>>
  return %0 : tensor<1x8x5xcomplex<f32>>
}

func.func @conv_complex_filter_narrowed(%img: tensor<1x6x6x2xcomplex<f16>>, %flt: tensor<3x3x2x4xcomplex<f64>>, %acc: tensor<1x4x4x4xcomplex<f16>>) -> tensor<1x4x4x4xcomplex<f16>> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%img, %flt : tensor<1x6x6x2xcomplex<f16>>, tensor<3x3x2x4xcomplex<f64>>) outs(%acc : tensor<1x4x4x4xcomplex<f16>>) -> tensor<1x4x4x4xcomplex<f16>>
  return %0 : tensor<1x4x4x4xcomplex<f16>>
}
