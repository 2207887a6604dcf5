func.func @f(%a: tensor<2x!quant.any<i8<5:5>:f32>>) {
  return
}
