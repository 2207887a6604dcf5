// CASE: reinterpret_of_reinterpret
func.func @f(%m: memref<16xf32>) -> memref<2x4xf32, strided<[4, 1], offset: 3>> {
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %b = memref.reinterpret_cast %a to offset: [3], sizes: [2, 4], strides: [4, 1] : memref<4x4xf32> to memref<2x4xf32, strided<[4, 1], offset: 3>>
  return %b : memref<2x4xf32, strided<[4, 1], offset: 3>>
}

// -----

// CASE: reinterpret_of_cast
func.func @f(%m: memref<16xf32>) -> memref<4x4xf32> {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %b = memref.reinterpret_cast %c to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32>
  return %b : memref<4x4xf32>
}

// -----

// CASE: reinterpret_of_zero_offset_subview
func.func @f(%m: memref<16xf32>) -> memref<2x2xf32> {
  %s = memref.subview %m[0] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1]>>
  %b = memref.reinterpret_cast %s to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<8xf32, strided<[1]>> to memref<2x2xf32>
  return %b : memref<2x2xf32>
}

// -----

// CASE: reinterpret_of_offset_subview_kept
func.func @f(%m: memref<16xf32>) -> memref<2x2xf32, strided<[2, 1], offset: 4>> {
  %s = memref.subview %m[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %b = memref.reinterpret_cast %s to offset: [4], sizes: [2, 2], strides: [2, 1] : memref<8xf32, strided<[1], offset: 4>> to memref<2x2xf32, strided<[2, 1], offset: 4>>
  return %b : memref<2x2xf32, strided<[2, 1], offset: 4>>
}

// -----

// CASE: reinterpret_identity
func.func @f(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  %b = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return %b : memref<4x4xf32>
}

// -----

// CASE: reinterpret_dynamic_kept
func.func @f(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %b = memref.reinterpret_cast %m to offset: [%n], sizes: [%n], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %b : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CASE: reinterpret_of_metadata_base
func.func @f(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %o: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%o], sizes: [%n], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CASE: reinterpret_rebuilds_metadata_cast
func.func @f(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %c4 = arith.constant 4 : index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%s#0, %c4], strides: [%st#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CASE: reinterpret_rebuilds_metadata_same_type
func.func @f(%m: memref<2x4xf32>) -> memref<2x4xf32> {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<f32> to memref<2x4xf32>
  return %r : memref<2x4xf32>
}
