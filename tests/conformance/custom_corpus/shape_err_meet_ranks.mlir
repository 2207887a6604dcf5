func.func @f(%a: tensor<4xindex>, %b: tensor<3xindex>) -> tensor<4xindex> {
  %0 = shape.meet %a, %b : tensor<4xindex>, tensor<3xindex> -> tensor<4xindex>
  return %0 : tensor<4xindex>
}
