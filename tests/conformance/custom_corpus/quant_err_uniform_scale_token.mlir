func.func @f(%a: tensor<2x!quant.uniform<i8:f32, scale:3>>) {
  return
}
