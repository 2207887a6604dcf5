func.func @f(%t: tensor<?x?xf32>, %u: tensor<*xi32>) -> tensor<?x?xf32> {
  return %t : tensor<?x?xf32>
}
