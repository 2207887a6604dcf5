func.func @f(%a: tensor<2x!quant.uniform<u4<9:3>:f32, 0.5>>) {
  return
}
