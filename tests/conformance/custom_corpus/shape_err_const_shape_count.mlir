func.func @f() -> tensor<1xindex> {
  %0 = shape.const_shape [2, 7] : tensor<1xindex>
  return %0 : tensor<1xindex>
}
