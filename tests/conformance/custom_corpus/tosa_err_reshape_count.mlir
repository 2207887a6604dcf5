func.func @f(%v: tensor<4x6xf32>) -> tensor<5x5xf32> {
  %s = tosa.const_shape {values = dense<[5, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %v, %s : (tensor<4x6xf32>, !tosa.shape<2>) -> tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}
