// CASE: create_mask_constant_sizes
func.func @f() -> vector<5x6xi1> {
  %a = arith.constant 7 : index
  %b = arith.constant 3 : index
  %m = vector.create_mask %a, %b : vector<5x6xi1>
  return %m : vector<5x6xi1>
}

// -----

// CASE: create_mask_negative_size_all_false
func.func @f() -> vector<2x[4]xi1> {
  %a = arith.constant 1 : index
  %b = arith.constant -3 : index
  %m = vector.create_mask %a, %b : vector<2x[4]xi1>
  return %m : vector<2x[4]xi1>
}

// -----

// CASE: create_mask_scalable_positive_kept
func.func @f() -> vector<[4]xi1> {
  %a = arith.constant 2 : index
  %m = vector.create_mask %a : vector<[4]xi1>
  return %m : vector<[4]xi1>
}

// -----

// CASE: create_mask_vscale_multiple
func.func @f() -> (vector<3x[2]xi1>, vector<[8]xi1>) {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %n = arith.muli %c2, %vs : index
  %k = arith.muli %vs, %c4 : index
  %m = vector.create_mask %c3, %n : vector<3x[2]xi1>
  %p = vector.create_mask %k : vector<[8]xi1>
  return %m, %p : vector<3x[2]xi1>, vector<[8]xi1>
}

// -----

// CASE: create_mask_zero_d
func.func @f() -> vector<i1> {
  %a = arith.constant 4 : index
  %m = vector.create_mask %a : vector<i1>
  return %m : vector<i1>
}

// -----

// CASE: constant_mask_partial_kept
func.func @f() -> (vector<3x4xi1>, vector<3x4xi1>, vector<3x4xi1>) {
  %a = vector.constant_mask [2, 4] : vector<3x4xi1>
  %b = vector.constant_mask [3, 4] : vector<3x4xi1>
  %c = vector.constant_mask [0, 0] : vector<3x4xi1>
  return %a, %b, %c : vector<3x4xi1>, vector<3x4xi1>, vector<3x4xi1>
}

// -----

// CASE: extract_of_create_mask
func.func @f(%x: index, %y: index, %i: index) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %m = vector.create_mask %c2, %x, %y : vector<3x5x4xi1>
  %a = vector.extract %m[1, 2] : vector<4xi1> from vector<3x5x4xi1>
  %b = vector.extract %m[2, 0] : vector<4xi1> from vector<3x5x4xi1>
  %n = vector.create_mask %c5, %c2, %y : vector<5x5x4xi1>
  %c = vector.extract %n[%i, 1] : vector<4xi1> from vector<5x5x4xi1>
  %d = vector.extract %n[1, %i] : vector<4xi1> from vector<5x5x4xi1>
  return %a, %b, %c, %d : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// -----

// CASE: transpose_of_masks
func.func @f(%x: index, %y: index) -> (vector<4x3xi1>, vector<4x3xi1>) {
  %m = vector.create_mask %x, %y : vector<3x4xi1>
  %t = vector.transpose %m, [1, 0] : vector<3x4xi1> to vector<4x3xi1>
  %n = vector.constant_mask [1, 3] : vector<3x4xi1>
  %u = vector.transpose %n, [1, 0] : vector<3x4xi1> to vector<4x3xi1>
  return %t, %u : vector<4x3xi1>, vector<4x3xi1>
}

// -----

// CASE: extract_strided_slice_of_masks
func.func @f(%x: index) -> (vector<2x4xi1>, vector<2x4xi1>, vector<2x4xi1>, vector<1x4xi1>) {
  %n = vector.constant_mask [3, 2] : vector<6x4xi1>
  %a = vector.extract_strided_slice %n {offsets = [1], sizes = [2], strides = [1]} : vector<6x4xi1> to vector<2x4xi1>
  %b = vector.extract_strided_slice %n {offsets = [4], sizes = [2], strides = [1]} : vector<6x4xi1> to vector<2x4xi1>
  %c6 = arith.constant 6 : index
  %m = vector.create_mask %c6, %x : vector<8x4xi1>
  %c = vector.extract_strided_slice %m {offsets = [5, 1], sizes = [2, 3], strides = [1, 1]} : vector<8x4xi1> to vector<2x3xi1>
  %d = vector.extract_strided_slice %m {offsets = [6], sizes = [1], strides = [1]} : vector<8x4xi1> to vector<1x4xi1>
  %e = vector.extract_strided_slice %m {offsets = [0], sizes = [2], strides = [1]} : vector<8x4xi1> to vector<2x4xi1>
  return %a, %b, %e, %d : vector<2x4xi1>, vector<2x4xi1>, vector<2x4xi1>, vector<1x4xi1>
}

// -----

// CASE: shape_cast_of_masks_trailing_units
func.func @f(%x: index) -> (vector<4xi1>, vector<4xi1>, vector<4x1xi1>, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %x, %c1, %c1 : vector<4x1x1xi1>
  %a = vector.shape_cast %m : vector<4x1x1xi1> to vector<4xi1>
  %n = vector.constant_mask [2, 1] : vector<4x1xi1>
  %b = vector.shape_cast %n : vector<4x1xi1> to vector<4xi1>
  %o = vector.create_mask %x, %c1, %x : vector<4x1x1xi1>
  %c = vector.shape_cast %o : vector<4x1x1xi1> to vector<4x1xi1>
  %d = vector.shape_cast %o : vector<4x1x1xi1> to vector<4xi1>
  return %a, %b, %c, %d : vector<4xi1>, vector<4xi1>, vector<4x1xi1>, vector<4xi1>
}
