func.func @idx(%i: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %i into (4, %n, 8) : index, index, index
  %1:2 = affine.delinearize_index %i into (16) : index, index
  %2:2 = affine.delinearize_index %0#1 into (%n, %n) : index, index
  return %0#0, %1#1 : index, index
}

// -----

func.func @too_many(%i: index) {
  %0:4 = affine.delinearize_index %i into (4, 8) : index, index, index, index
  return
}

// -----

func.func @non_positive(%i: index) {
  %0:2 = affine.delinearize_index %i into (4, 0) : index, index
  return
}

// -----

func.func @generic_dynamic(%i: index) {
  %0:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: 4, -9223372036854775808>}> : (index) -> (index, index)
  return
}
