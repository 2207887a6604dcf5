// CASE: subview_constant_offsets
func.func @f(%m: memref<8x16xf32>) -> memref<2x4xf32, strided<[16, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c1, %c2] [2, 4] [1, 1] : memref<8x16xf32> to memref<2x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<2x4xf32, strided<[16, 1], offset: ?>>
}

// -----

// CASE: subview_constant_sizes
func.func @f(%m: memref<8x16xf32>, %o: index) -> memref<?x?xf32, strided<[16, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%o, 0] [%c2, %c4] [1, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[16, 1], offset: ?>>
}

// -----

// CASE: subview_constant_strides
func.func @f(%m: memref<64xf32>, %o: index) -> memref<4xf32, strided<[?], offset: ?>> {
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%o] [4] [%c3] : memref<64xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %s : memref<4xf32, strided<[?], offset: ?>>
}

// -----

// CASE: subview_dynamic_kept
func.func @f(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%a, %b] [%b, %a] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CASE: subview_rank_reducing_constant
func.func @f(%m: memref<8x16xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %s = memref.subview %m[%c3, 0] [1, %c5] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CASE: subview_of_cast
func.func @f(%m: memref<16x16xf32>, %o: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// CASE: subview_of_cast_to_static_kept
func.func @f(%m: memref<?x?xf32>, %o: index) -> memref<3x4xf32, strided<[16, 1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<16x16xf32>
  %s = memref.subview %c[%o, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[16, 1], offset: ?>>
}

// -----

// CASE: subview_trivial_same_type
func.func @f(%m: memref<8x16xf32>) -> memref<8x16xf32> {
  %s = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  return %s : memref<8x16xf32>
}

// -----

// CASE: subview_trivial_strided_result
func.func @f(%m: memref<8x16xf32>) -> memref<8x16xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  "test.use"(%s) : (memref<8x16xf32, strided<[16, 1]>>) -> ()
  return %s : memref<8x16xf32, strided<[16, 1]>>
}

// -----

// CASE: subview_trivial_constants
func.func @f(%m: memref<4xf32>) -> memref<4xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}

// -----

// CASE: subview_not_trivial
func.func @f(%m: memref<8x16xf32>) -> memref<8x8xf32, strided<[16, 1]>> {
  %s = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x16xf32> to memref<8x8xf32, strided<[16, 1]>>
  return %s : memref<8x8xf32, strided<[16, 1]>>
}

// -----

// CASE: subview_of_subview_noop
func.func @f(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%a, %a] [%b, %b] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %s[0, 0] [%b, %b] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %t : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CASE: subview_offset_from_zero_const
func.func @f(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%c0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// CASE: copy_self
func.func @f(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CASE: copy_empty
func.func @f(%a: memref<0x4xf32>, %b: memref<0x4xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>
  return
}

// -----

// CASE: copy_kept
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CASE: copy_of_cast
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.copy %c, %b : memref<?xf32> to memref<4xf32>
  return
}

// -----

// CASE: copy_to_cast
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %a, %c : memref<4xf32> to memref<?xf32>
  return
}

// -----

// CASE: copy_cast_to_static_kept
func.func @f(%a: memref<?xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  memref.copy %c, %b : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CASE: subview_strided_source_constants
func.func @f(%m: memref<8x8xf32, strided<[?, 1], offset: ?>>) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, %c2] [2, 2] [1, 1] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %s : memref<2x2xf32, strided<[?, 1], offset: ?>>
}

// -----

// CASE: subview_zero_stride_stays_dynamic
func.func @f(%m: memref<10xf32>) -> memref<1xf32, strided<[?], offset: 1>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[1] [1] [%c0] : memref<10xf32> to memref<1xf32, strided<[?], offset: 1>>
  return %s : memref<1xf32, strided<[?], offset: 1>>
}

// -----

// CASE: subview_zero_stride_other_constants_fold
func.func @f(%m: memref<10x10xf32>) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[%c2, 1] [2, %c2] [%c0, 1] : memref<10x10xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<2x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// CASE: subview_static_zero_stride_blocks_folding
func.func @f(%m: memref<10xf32>) -> memref<1xf32, strided<[0], offset: ?>> {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c1] [1] [0] : memref<10xf32> to memref<1xf32, strided<[0], offset: ?>>
  return %s : memref<1xf32, strided<[0], offset: ?>>
}

// -----

// CASE: subview_constants_fold_list_by_list
func.func @f(%m: memref<8x16xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c0, %c0] [%c3, %c4] [%c4, %c3] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// CASE: transpose_folds
func.func @f(%m: memref<2x3x4xf32>, %n: memref<?x?xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>, memref<2x3x4xf32>, memref<?x?xf32, strided<[1, ?]>>) {
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d2, d1, d0) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %2 = memref.transpose %0 (d0, d1, d2) -> (d1, d0, d2) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<2x3x4xf32>
  %3 = memref.transpose %m (d0, d1, d2) -> (d0, d1, d2) : memref<2x3x4xf32> to memref<2x3x4xf32>
  %c = memref.cast %n : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %4 = memref.transpose %c (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[1, ?]>>
  return %1, %2, %3, %4 : memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>, memref<2x3x4xf32>, memref<?x?xf32, strided<[1, ?]>>
}

// -----

// CASE: access_ops_fold_memref_cast
func.func @f(%m: memref<8xf32>, %tag: memref<1xi32>, %v: f32, %i: index) -> f32 {
  %c4 = arith.constant 4 : index
  %a = memref.cast %m : memref<8xf32> to memref<?xf32>
  %t = memref.cast %tag : memref<1xi32> to memref<?xi32>
  %r = memref.atomic_rmw maximumf %v, %a[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %a[%i], read, locality<3>, data : memref<?xf32>
  memref.dma_start %a[%i], %a[%c4], %c4, %t[%i] : memref<?xf32>, memref<?xf32>, memref<?xi32>
  memref.dma_wait %t[%i], %c4 : memref<?xi32>
  return %r : f32
}

// -----

// CASE: realloc_only_stored_and_freed
func.func @f(%m: memref<2xf32>, %v: f32, %n: index) -> memref<2xf32> {
  %c1 = arith.constant 1 : index
  %r = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
  memref.store %v, %r[%c1] : memref<?xf32>
  memref.dealloc %r : memref<?xf32>
  %k = memref.realloc %m : memref<2xf32> to memref<4xf32>
  "test.use"(%k) : (memref<4xf32>) -> ()
  return %m : memref<2xf32>
}
