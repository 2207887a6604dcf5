func.func @linearize(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (%c, 4) : index
  %1 = affine.linearize_index [%a, %b] by (4, 5) : index
  %2 = affine.linearize_index [%a, %b, %c] by (2, 3) : index
  return %0, %1, %2 : index, index, index
}

// -----

func.func @generic_unit_property(%a: index, %b: index) -> (index, index, index) {
  %0 = "affine.linearize_index"(%a, %b) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 5>}> : (index, index) -> index
  %1 = "affine.linearize_index"(%a, %b) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 5>}> : (index, index) -> index
  %2 = "affine.linearize_index"(%a, %b) <{disjoint = true, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 5>}> : (index, index) -> index
  return %0, %1, %2 : index, index, index
}

// -----

func.func @generic_without_disjoint(%a: index, %b: index) -> index {
  %0 = "affine.linearize_index"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 4, 5>}> : (index, index) -> index
  return %0 : index
}

