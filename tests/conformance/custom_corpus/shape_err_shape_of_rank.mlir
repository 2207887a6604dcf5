func.func @f(%a: tensor<4x5xf32>) -> tensor<3xindex> {
  %0 = shape.shape_of %a : tensor<4x5xf32> -> tensor<3xindex>
  return %0 : tensor<3xindex>
}
