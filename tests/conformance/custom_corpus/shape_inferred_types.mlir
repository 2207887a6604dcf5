func.func @f(%t: tensor<2x?xf32>, %u: tensor<*xf32>, %v: !shape.value_shape, %s: !shape.shape, %e: tensor<?xindex>, %e3: tensor<3xindex>, %i: index, %z: !shape.size) {
  %0 = shape.shape_of %t : tensor<2x?xf32> -> tensor<2xindex>
  %1 = shape.shape_of %t : tensor<2x?xf32> -> tensor<?xindex>
  %2 = shape.shape_of %u : tensor<*xf32> -> tensor<?xindex>
  %3 = shape.shape_of %v : !shape.value_shape -> !shape.shape
  %4 = shape.const_shape [1, 2, 3] : tensor<3xindex>
  %5 = shape.const_shape [4] : !shape.shape
  %6 = shape.meet %s, %e : !shape.shape, tensor<?xindex> -> !shape.shape
  %7 = shape.meet %e, %e3 : tensor<?xindex>, tensor<3xindex> -> tensor<?xindex>
  %8 = shape.meet %i, %z : index, !shape.size -> !shape.size
  %9 = shape.meet %i, %i : index, index -> index
  return
}
