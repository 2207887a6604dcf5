func.func @f(%v: tensor<4x6xf32>) {
  %mult = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %v, %mult : (tensor<4x6xf32>, !tosa.shape<2>) -> tensor<4x18xf32>
  return
}
