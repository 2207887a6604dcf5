// CASE: metadata_static_layout
func.func @f(%m: memref<4x8xf32, strided<[8, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32, strided<[8, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// -----

// CASE: metadata_mixed_static_dynamic
func.func @f(%m: memref<?x8xi32, strided<[?, 1], offset: ?>>) -> (index, index, index, index) {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xi32, strided<[?, 1], offset: ?>> -> memref<i32>, index, index, index, index, index
  %a = arith.addi %off, %sizes#1 : index
  return %a, %sizes#0, %strides#0, %strides#1 : index, index, index, index
}

// -----

// CASE: metadata_unused_static_results
func.func @f(%m: memref<16xf32>) -> memref<f32> {
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<16xf32> -> memref<f32>, index, index, index
  return %base : memref<f32>
}

// -----

// CASE: metadata_through_cast
func.func @f(%m: memref<?xf32, strided<[?], offset: ?>>) -> (memref<f32>, index) {
  %c = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %r = memref.cast %c : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %r : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  return %base, %size : memref<f32>, index
}

// -----

// CASE: metadata_of_static_cast
func.func @f(%m: memref<4xf32>) -> (index, index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  return %size, %stride : index, index
}
