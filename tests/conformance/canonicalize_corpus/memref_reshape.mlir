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

// -----

// CASE: collapse_of_expand_composed
func.func @f(%m: memref<2048xf32>) -> memref<4x512xf32> {
  %e = memref.expand_shape %m [[0, 1, 2, 3]] output_shape [1, 4, 1, 512] : memref<2048xf32> into memref<1x4x1x512xf32>
  %c = memref.collapse_shape %e [[0, 1, 2], [3]] : memref<1x4x1x512xf32> into memref<4x512xf32>
  return %c : memref<4x512xf32>
}

// -----

// CASE: expand_of_collapse_composed
func.func @f(%m: memref<?x4x?xf32>, %a: index) -> memref<?x4x2x?xf32> {
  %c = memref.collapse_shape %m [[0], [1, 2]] : memref<?x4x?xf32> into memref<?x?xf32>
  %e = memref.expand_shape %c [[0], [1, 2, 3]] output_shape [%a, 4, 2, %a] : memref<?x?xf32> into memref<?x4x2x?xf32>
  return %e : memref<?x4x2x?xf32>
}

// -----

// CASE: collapse_of_expand_strided_kept
func.func @f(%m: memref<8xf32, strided<[2]>>) -> memref<8xf32, strided<[2]>> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32, strided<[2]>> into memref<2x4xf32, strided<[8, 2]>>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32, strided<[8, 2]>> into memref<8xf32, strided<[2]>>
  return %c : memref<8xf32, strided<[2]>>
}

// -----

// CASE: collapse_of_cast_keeps_type
func.func @f(%m: memref<?x8x1x?xi16>) -> memref<?x?xi16> {
  %c = memref.cast %m : memref<?x8x1x?xi16> to memref<?x?x?x?xi16>
  %r = memref.collapse_shape %c [[0], [1, 2, 3]] : memref<?x?x?x?xi16> into memref<?x?xi16>
  return %r : memref<?x?xi16>
}

// -----

// CASE: collapse_of_cast_more_static
func.func @f(%m: memref<3x8x1x2xi16>) -> memref<?x?xi16> {
  %c = memref.cast %m : memref<3x8x1x2xi16> to memref<?x?x?x?xi16>
  %r = memref.collapse_shape %c [[0, 1], [2, 3]] : memref<?x?x?x?xi16> into memref<?x?xi16>
  return %r : memref<?x?xi16>
}

// -----

// CASE: collapse_of_strided_cast
func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: 5>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %c = memref.cast %m : memref<4x?xf32, strided<[?, 1], offset: 5>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %r = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%r) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  return %r : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CASE: collapse_of_expand_unit_strided_source_is_cast
func.func @f(%m: memref<?xi8, strided<[1]>, 1>, %n: index) -> (memref<?xi8, 1>, memref<2x?xi8, 1>) {
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 1, %n] : memref<?xi8, strided<[1]>, 1> into memref<2x1x?xi8, 1>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<2x1x?xi8, 1> into memref<?xi8, 1>
  %d = memref.collapse_shape %e [[0, 1], [2]] : memref<2x1x?xi8, 1> into memref<2x?xi8, 1>
  return %c, %d : memref<?xi8, 1>, memref<2x?xi8, 1>
}
