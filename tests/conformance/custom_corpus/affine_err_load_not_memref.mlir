func.func @f(%t: tensor<10xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %t[%i] : tensor<10xf32>
  }
  return
}
