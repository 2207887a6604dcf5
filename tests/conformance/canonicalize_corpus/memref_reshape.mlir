// CASE: memref_collapse_of_collapse
func.func @f(%m: memref<2x3x4xf32>) -> memref<24xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %b : memref<24xf32>
}

// -----

// CASE: memref_expand_of_expand
func.func @f(%m: memref<24xf32>) -> memref<2x3x4xf32> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %b = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  return %b : memref<2x3x4xf32>
}

// -----

// CASE: memref_expand_of_collapse_inverse
func.func @f(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %b : memref<2x3xf32>
}

// -----

// CASE: memref_collapse_of_expand_inverse
func.func @f(%m: memref<6xf32>) -> memref<6xf32> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %b : memref<6xf32>
}

// -----

// CASE: memref_collapse_kept
func.func @f(%m: memref<?x4xf32>) -> memref<?xf32> {
  %b = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %b : memref<?xf32>
}

// -----

// CASE: memref_collapse_strided_kept
func.func @f(%m: memref<2x3xf32, strided<[3, 1], offset: 5>>) -> memref<6xf32, strided<[1], offset: 5>> {
  %b = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: 5>> into memref<6xf32, strided<[1], offset: 5>>
  return %b : memref<6xf32, strided<[1], offset: 5>>
}
