func.func @f(%v: tensor<4x6xf32>, %zp: tensor<1xf32>) -> tensor<6x9xf32> {
  %pads = tosa.const_shape {values = dense<[1, 1, 0, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %p = tosa.pad %v, %pads, %zp : (tensor<4x6xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}
