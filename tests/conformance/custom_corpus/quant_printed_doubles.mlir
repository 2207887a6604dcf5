func.func @f(%a: tensor<4x!quant.calibrated<f32<-0.998:3.5>>>, %b: tensor<4x!quant.uniform<u8:f32, 0x41646ABBA0000000:12>>) -> tensor<4x!quant.uniform<u8:f32, 0x41646ABBA0000000:12>> {
  return %b : tensor<4x!quant.uniform<u8:f32, 0x41646ABBA0000000:12>>
}
