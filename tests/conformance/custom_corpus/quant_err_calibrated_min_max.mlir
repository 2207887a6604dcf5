func.func @f(%a: tensor<2x!quant.calibrated<f16<2.5:-0.5>>>) {
  return
}
