// CASE: size_arithmetic_folds
func.func @f() -> (!shape.size, index, !shape.size, index) {
  %a = shape.const_size 7
  %b = shape.const_size 3
  %sum = shape.add %a, %b : !shape.size, !shape.size -> !shape.size
  %m = arith.constant -7 : index
  %n = arith.constant 2 : index
  %q = shape.div %m, %n : index, index -> index
  %p = shape.mul %a, %b : !shape.size, !shape.size -> !shape.size
  %i = shape.size_to_index %p : !shape.size
  return %sum, %q, %p, %i : !shape.size, index, !shape.size, index
}

// -----

// CASE: add_zero_and_poison
func.func @f(%x: !shape.size) -> (!shape.size, !shape.size) {
  %z = shape.const_size 0
  %0 = shape.add %x, %z : !shape.size, !shape.size -> !shape.size
  %p = ub.poison : !shape.size
  %1 = shape.add %x, %p : !shape.size, !shape.size -> !shape.size
  return %0, %1 : !shape.size, !shape.size
}

// -----

// CASE: shape_queries_fold
func.func @f(%t: tensor<2x?x5xf32>) -> (!shape.size, index, !shape.size, index, index, index) {
  %s = shape.const_shape [4, 0, 6] : !shape.shape
  %r = shape.rank %s : !shape.shape -> !shape.size
  %e = shape.const_shape [3, 9] : tensor<2xindex>
  %n = shape.num_elements %e : tensor<2xindex> -> index
  %c1 = shape.const_size 1
  %g = shape.get_extent %s, %c1 : !shape.shape, !shape.size -> !shape.size
  %c5 = arith.constant 5 : index
  %out = shape.get_extent %e, %c5 : tensor<2xindex>, index -> index
  %c2 = arith.constant 2 : index
  %d = shape.dim %t, %c2 : tensor<2x?x5xf32>, index -> index
  %c1i = arith.constant 1 : index
  %dyn = shape.dim %t, %c1i : tensor<2x?x5xf32>, index -> index
  return %r, %n, %g, %out, %d, %dyn : !shape.size, index, !shape.size, index, index, index
}

// -----

// CASE: shape_builders_fold
func.func @f() -> (!shape.shape, !shape.shape, !shape.shape, tensor<3xindex>, !shape.shape) {
  %a = shape.const_shape [1, 2] : !shape.shape
  %b = shape.const_shape [3] : !shape.shape
  %c = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %i = arith.constant -1 : index
  %head, %tail = "shape.split_at"(%c, %i) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
  %t = shape.to_extent_tensor %c : !shape.shape -> tensor<3xindex>
  %e0 = shape.const_size 8
  %e1 = arith.constant 9 : index
  %f = shape.from_extents %e0, %e1 : !shape.size, index
  return %head, %tail, %c, %t, %f : !shape.shape, !shape.shape, !shape.shape, tensor<3xindex>, !shape.shape
}

// -----

// CASE: broadcast_folds_and_patterns
func.func @f(%x: tensor<?xindex>, %y: tensor<3xindex>, %s: !shape.shape) -> (tensor<?xindex>, !shape.shape, !shape.shape, tensor<?xindex>) {
  %a = shape.const_shape [1, 2] : tensor<2xindex>
  %b = shape.const_shape [7, 1] : tensor<2xindex>
  %e = shape.const_shape [] : tensor<0xindex>
  %0 = shape.broadcast %x, %a, %b, %e : tensor<?xindex>, tensor<2xindex>, tensor<2xindex>, tensor<0xindex> -> tensor<?xindex>
  %1 = shape.broadcast %s, %s : !shape.shape, !shape.shape -> !shape.shape
  %2 = shape.broadcast %x : tensor<?xindex> -> !shape.shape
  %cast = tensor.cast %y : tensor<3xindex> to tensor<?xindex>
  %3 = shape.broadcast %cast, %a : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
  return %0, %1, %2, %3 : tensor<?xindex>, !shape.shape, !shape.shape, tensor<?xindex>
}

// -----

// CASE: constraints_fold
func.func @f(%x: tensor<?x4xf32>, %s: !shape.shape, %t: !shape.shape, %p: i1) {
  %a = shape.const_shape [8, 1] : !shape.shape
  %b = shape.const_shape [1, 8] : !shape.shape
  %w0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  %sx = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %four = shape.const_shape [4] : tensor<1xindex>
  %w1 = shape.cstr_broadcastable %sx, %four : tensor<2xindex>, tensor<1xindex>
  %w2 = shape.cstr_eq %a, %a : !shape.shape, !shape.shape
  %true = arith.constant true
  %w3 = shape.cstr_require %true, "never"
  %w4 = shape.cstr_require %p, "maybe"
  %w5 = shape.cstr_eq %s, %t : !shape.shape, !shape.shape
  %all = shape.assuming_all %w0, %w5, %w1, %w2, %w3, %w4
  "use"(%all) : (!shape.witness) -> ()
  return
}

// -----

// CASE: assuming_all_merges
func.func @f(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape, %d: !shape.shape) {
  %0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  %1 = shape.cstr_broadcastable %a, %b, %c : !shape.shape, !shape.shape, !shape.shape
  %2 = shape.cstr_broadcastable %c, %d : !shape.shape, !shape.shape
  %3 = shape.assuming_all %0, %1, %2
  "use"(%3) : (!shape.witness) -> ()
  %4 = shape.cstr_eq %a, %b : !shape.shape, !shape.shape
  %5 = shape.cstr_eq %b, %c : !shape.shape, !shape.shape
  %6 = shape.assuming_all %4, %5
  %7 = shape.cstr_eq %d, %d, %a : !shape.shape, !shape.shape, !shape.shape
  %8 = shape.assuming_all %6, %7, %6
  "use"(%8) : (!shape.witness) -> ()
  return
}

// -----

// CASE: assuming_inlined_and_trimmed
func.func @f(%w: !shape.witness, %x: index) -> (index, index) {
  %t = shape.const_witness true
  %0 = shape.assuming %t -> (index) {
    %y = arith.addi %x, %x : index
    shape.assuming_yield %y : index
  }
  %1:2 = shape.assuming %w -> (index, index) {
    %y = "produce"() : () -> index
    %z = "produce"() : () -> index
    shape.assuming_yield %y, %z : index, index
  }
  return %0, %1#1 : index, index
}

// -----

// CASE: shape_of_patterns
func.func @f(%t: tensor<2x3xf32>, %u: tensor<?x?x?xf32>, %v: tensor<*xf32>, %s: tensor<4xi32>) -> (tensor<?xindex>, tensor<?xindex>, index, tensor<4xindex>, index, !shape.size) {
  %0 = shape.shape_of %t : tensor<2x3xf32> -> tensor<?xindex>
  %1 = shape.shape_of %u : tensor<?x?x?xf32> -> tensor<3xindex>
  %2 = tensor.cast %1 : tensor<3xindex> to tensor<?xindex>
  %c1 = arith.constant 1 : index
  %3 = tensor.extract %1[%c1] : tensor<3xindex>
  %r = tensor.reshape %v(%s) : (tensor<*xf32>, tensor<4xi32>) -> tensor<*xf32>
  %4 = shape.shape_of %r : tensor<*xf32> -> tensor<4xindex>
  %5 = shape.rank %1 : tensor<3xindex> -> index
  %sv = shape.shape_of %u : tensor<?x?x?xf32> -> !shape.shape
  %6 = shape.rank %sv : !shape.shape -> !shape.size
  return %0, %2, %3, %4, %5, %6 : tensor<?xindex>, tensor<?xindex>, index, tensor<4xindex>, index, !shape.size
}

// -----

// CASE: casts_and_const_shape
func.func @f(%i: index, %s: !shape.size) -> (index, !shape.size, tensor<2xindex>, i1, i1) {
  %0 = shape.index_to_size %i
  %1 = shape.size_to_index %0 : !shape.size
  %2 = shape.size_to_index %s : !shape.size
  %3 = shape.index_to_size %2
  %c = shape.const_shape [5, 6] : tensor<2xindex>
  %d = tensor.cast %c : tensor<2xindex> to tensor<?xindex>
  %4 = tensor.cast %d : tensor<?xindex> to tensor<2xindex>
  %a = shape.const_shape [1, 2] : !shape.shape
  %b = shape.const_shape [1, 3] : !shape.shape
  %5 = shape.shape_eq %a, %b : !shape.shape, !shape.shape
  %6 = shape.is_broadcastable %a, %a, %b : !shape.shape, !shape.shape, !shape.shape
  return %1, %3, %4, %5, %6 : index, !shape.size, tensor<2xindex>, i1, i1
}

// -----

// CASE: max_min_any
func.func @f(%a: !shape.shape, %b: tensor<?xindex>) -> (!shape.shape, !shape.shape, tensor<1xindex>) {
  %0 = shape.max %a, %a : !shape.shape, !shape.shape -> !shape.shape
  %1 = shape.min %0, %0 : !shape.shape, !shape.shape -> !shape.shape
  %c = shape.const_shape [2] : tensor<1xindex>
  %2 = shape.any %c, %b : tensor<1xindex>, tensor<?xindex> -> tensor<1xindex>
  return %0, %1, %2 : !shape.shape, !shape.shape, tensor<1xindex>
}
