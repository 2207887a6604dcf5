// CASE: apply_compose_chain
func.func @f(%x: index, %y: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 * 3)>(%x)
  %b = affine.apply affine_map<(d0, d1) -> (d0 + d1 floordiv 2)>(%a, %y)
  %c = affine.apply affine_map<()[s0] -> (s0 mod 4 + 1)>()[%b]
  return %c : index
}

// -----

// CASE: apply_constant_operands
func.func @f(%x: index) -> (index, index) {
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %a = affine.apply affine_map<(d0, d1) -> (d0 * 2 - d1)>(%x, %c6)
  %b = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c10)[%c6]
  return %a, %b : index, index
}

// -----

// CASE: apply_identity_and_duplicates
func.func @f(%x: index, %y: index) -> (index, index) {
  %a = affine.apply affine_map<(d0, d1) -> (d1)>(%x, %y)
  %b = affine.apply affine_map<(d0, d1, d2) -> (d0 + d1 * 2 + d2)>(%x, %x, %y)
  return %a, %b : index, index
}

// -----

// CASE: apply_div_by_zero_is_poison
func.func @f() -> index {
  %c7 = arith.constant 7 : index
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%c7)
  return %a : index
}

// -----

// CASE: load_store_compose_with_loop_bounds
func.func @f(%m: memref<64xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 4 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %b = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
      %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
      %v = affine.load %m[%b * 4 + %c] : memref<64xf32>
      affine.store %v, %m[%a] : memref<64xf32>
    }
  }
  return
}

// -----

// CASE: min_max_constant_fold
func.func @f(%x: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %a = affine.min affine_map<(d0, d1) -> (d0, d1 + 2)>(%c3, %c9)
  %b = affine.max affine_map<(d0, d1) -> (d0, d1 + 2)>(%c3, %c9)
  %c = affine.min affine_map<(d0, d1) -> (d0, d1 * 2)>(%x, %c9)
  return %a, %b, %c : index, index, index
}

// -----

// CASE: vector_load_prefetch_promote_symbols
func.func @f(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
    %v = affine.vector_load %m[%a, %i] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %v, %m[%i, %a] : memref<100x100xf32>, vector<4xf32>
    affine.prefetch %m[%a, %i], read, locality<3>, data : memref<100x100xf32>
  }
  return
}

// -----

// CASE: min_max_merge_dedup_order
func.func @f(%a: index, %b: index, %c: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0, s0 + 4)>(%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%b, %c)
  return %1, %2 : index, index
}

// -----

// CASE: min_single_result_is_apply
func.func @f(%a: index) -> index {
  %0 = affine.min affine_map<()[s0] -> (s0 * 2 + 1)>()[%a]
  return %0 : index
}

// -----

// CASE: for_constant_and_composed_bounds
func.func @f(%n: index) {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c2 = affine.apply affine_map<(d0) -> (d0 + 1)>(%c1)
  %m = affine.apply affine_map<(d0) -> (d0 * 4)>(%n)
  affine.for %i = max affine_map<(d0, d1) -> (0, d0 + d1)>(%c2, %c1) to min affine_map<(d0) -> (d0 - 2, 100)>(%c9) {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = %c1 to min affine_map<(d0) -> (d0, d0 + 2, d0)>(%m) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CASE: for_zero_trip_and_only_yield
func.func @f(%n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = affine.for %i = 4 to 4 iter_args(%a = %c0) -> (index) {
    %s = arith.addi %a, %c1 : index
    affine.yield %s : index
  }
  %1:2 = affine.for %i = 0 to 1 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  %2 = affine.for %i = 0 to %n iter_args(%a = %c1) -> (index) {
    affine.yield %a : index
  }
  "test.use"(%1#1, %2) : (index, index) -> ()
  return %0, %1#0, %2 : index, index, index
}

// -----

// CASE: if_compose_and_canonicalize_set
func.func @f(%m: memref<64xf32>, %n: index) {
  %c10 = arith.constant 10 : index
  affine.for %i = 0 to 32 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if affine_set<(d0, d1)[s0] : (d0 - 4 >= 0, s0 - d1 - 1 >= 0, d1 - d1 == 0)>(%a, %i)[%c10] {
      %v = affine.load %m[%a] : memref<64xf32>
      affine.store %v, %m[%i] : memref<64xf32>
    }
  }
  return
}

// -----

// CASE: if_always_true_false_dead_else
func.func @f(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = affine.if affine_set<() : (0 == 0)>() -> index {
    affine.yield %c1 : index
  } else {
    affine.yield %c0 : index
  }
  %s = affine.if affine_set<() : (1 == 0)>() -> index {
    affine.yield %c1 : index
  } else {
    affine.yield %x : index
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%x) {
    "test.use"(%x) : (index) -> ()
  } else {
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.use"(%c0) : (index) -> ()
  }
  %t = arith.addi %r, %s : index
  return %t : index
}

// -----

// CASE: parallel_bounds_compose
func.func @f(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cst = arith.constant 1.0 : f32
  affine.parallel (%i) = (%c0) to (%c0 + %c4) {
    %u = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%i)[%n]
    affine.parallel (%j) = (%c0) to (%u) {
      affine.store %cst, %m[%j] : memref<64xf32>
    }
  }
  return
}

// -----

// CASE: load_constant_global_and_cast
memref.global "private" constant @g : memref<2x3xf32> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global "private" constant @s : memref<8xi32> = dense<7>
func.func @f(%i: index, %d: memref<8xi32>) -> (f32, i32, i32) {
  %0 = memref.get_global @g : memref<2x3xf32>
  %1 = memref.get_global @s : memref<8xi32>
  %a = affine.load %0[1, 2] : memref<2x3xf32>
  %b = affine.load %1[%i] : memref<8xi32>
  %c = memref.cast %d : memref<8xi32> to memref<?xi32>
  %e = affine.load %c[%i] : memref<?xi32>
  affine.store %e, %c[%i + 1] : memref<?xi32>
  affine.prefetch %c[%i], read, locality<3>, data : memref<?xi32>
  return %a, %b, %e : f32, i32, i32
}

// -----

// CASE: semi_affine_simplification
func.func @f(%a: index, %b: index, %c: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (((s0 * s1) * 4 + s0 * 2) floordiv s1)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 - s0 mod s1) mod s1)>()[%a, %b]
  %2 = affine.apply affine_map<(d0)[s0, s1] -> (s1 * 3 + d0 mod (s0 * 2) + s0 * s1 + d0 * s0)>(%c)[%a, %b]
  %3 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0 + s0 * 7) ceildiv s0 + d0 ceildiv (s0 * 2) + s0 * 3 + s0 * 5)>(%c)[%a]
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CASE: unused_loads_are_dead
func.func @f(%m: memref<100xf32>) {
  affine.for %i = 0 to 100 {
    %a = affine.load %m[%i] : memref<100xf32>
    %v = affine.vector_load %m[%i] : memref<100xf32>, vector<4xf32>
    %b = affine.load %m[%i + 1] : memref<100xf32>
    affine.store %b, %m[%i] : memref<100xf32>
  }
  return
}

// -----

// CASE: delinearize_linearize_folds
func.func @f(%x: index, %n: index) -> (index, index, index, index, index, index, index) {
  %c16 = arith.constant 16 : index
  %c7 = arith.constant 7 : index
  %c0 = arith.constant 0 : index
  %0:3 = affine.delinearize_index %x into (%c16, %n, 224) : index, index, index
  %1:2 = affine.delinearize_index %c7 into (2, 3) : index, index
  %2 = affine.delinearize_index %x into (5) : index
  %3 = affine.linearize_index [%x, %n] by (%c16, %n) : index
  %4 = affine.linearize_index disjoint [%c7, %c0] by (3, 4) : index
  %5 = affine.linearize_index [%c7, %c0, %c7] by (4, 5) : index
  return %0#0, %1#0, %1#1, %2, %3, %4, %5 : index, index, index, index, index, index, index
}

// -----

// CASE: mod_of_last_addend_and_semi_affine_divisibility
func.func @f(%m: memref<100x100xf32>, %a: index) -> (index, index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %v = affine.load %m[%i + %j mod 4, %i * 3 + (%j + %i) mod 5] : memref<100x100xf32>
      "test.use"(%v) : (f32) -> ()
    }
  }
  %0 = affine.apply affine_map<()[s0] -> ((s0 * 42 + (s0 ceildiv 2) * 5) ceildiv s0)>()[%a]
  %1 = affine.apply affine_map<()[s0] -> ((s0 * 42 + s0 * 5) ceildiv s0)>()[%a]
  return %0, %1 : index, index
}

// -----

// CASE: delinearize_linearize_unit_and_zero_patterns
func.func @f(%x: index, %y: index, %z: index, %n: index) -> (index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:4 = affine.delinearize_index %x into (1, %n, 1, 8) : index, index, index, index
  %1:2 = affine.delinearize_index %x into (1, 1) : index, index
  %2 = affine.linearize_index [%c0, %x, %y] by (3, 4) : index
  %3 = affine.linearize_index disjoint [%x, %y, %z] by (2, 1, 4) : index
  %4 = affine.linearize_index [%x, %c0, %z] by (2, 1, 4) : index
  %5 = affine.linearize_index [%x, %y, %z] by (2, 1, 4) : index
  return %0#1, %0#2, %0#3, %1#0, %2, %3, %4, %5 : index, index, index, index, index, index, index, index
}

// -----

// CASE: delinearize_of_disjoint_linearize_tail
func.func @f(%x: index, %y: index, %z: index, %n: index) -> (index, index, index, index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%x, %y, %z] by (3, 4, 8) : index
  %1:3 = affine.delinearize_index %0 into (3, 4, 8) : index, index, index
  %2 = affine.linearize_index disjoint [%x, %y, %z] by (3, %n, 8) : index
  %3:3 = affine.delinearize_index %2 into (12, 2, 8) : index, index, index
  %4 = affine.linearize_index disjoint [%x, %y] by (%n, 8) : index
  %5:2 = affine.delinearize_index %4 into (8) : index, index
  %6 = affine.linearize_index [%x, %y] by (3, 8) : index
  %7:2 = affine.delinearize_index %6 into (3, 8) : index, index
  return %1#0, %1#1, %1#2, %3#0, %3#1, %3#2, %5#0, %5#1, %7#0 : index, index, index, index, index, index, index, index, index
}

// -----

// CASE: delinearize_split_spanning_last_linearize_arg
func.func @f(%x: index, %y: index, %z: index, %n: index) -> (index, index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  %2 = affine.linearize_index disjoint [%z, %x] by (%n, 16) : index
  %3:3 = affine.delinearize_index %2 into (8, 4, 4) : index, index, index
  return %1#0, %1#1, %1#2, %1#3, %3#0, %3#1, %3#2 : index, index, index, index, index, index, index
}

// -----

// CASE: linearize_of_delinearize_portion
func.func @f(%x: index, %y: index, %n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %c0] by (2, 4, 8, 16) : index
  %2:3 = affine.delinearize_index %y into (3, %n, 8) : index, index, index
  %3 = affine.linearize_index [%2#1, %2#2] by (%n, 8) : index
  "test.use"(%2#0, %2#1) : (index, index) -> ()
  %4:2 = affine.delinearize_index %x into (8) : index, index
  %5 = affine.linearize_index [%4#0, %4#1] by (8) : index
  return %1, %3, %5, %0#1, %y : index, index, index, index, index
}
