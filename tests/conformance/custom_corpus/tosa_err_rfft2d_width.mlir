func.func @f(%x: tensor<1x8x12xf32>) {
  %r, %i = tosa.rfft2d %x : (tensor<1x8x12xf32>) -> (tensor<1x8x7xf32>, tensor<1x8x7xf32>)
  return
}
