// CASE: parallel_zero_trip
func.func @f(%m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c1) to (%c0) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CASE: parallel_zero_trip_results
func.func @f(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c4) to (%c4) step (%c1) init (%init) -> f32 {
    %x = "test.value"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// CASE: parallel_single_trip_inlined
func.func @f(%m: memref<?xf32>, %v: f32) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c3) to (%c4) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CASE: parallel_single_trip_reduce
func.func @f(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%init) -> f32 {
    %x = "test.value"(%i) : (index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// CASE: parallel_one_dim_dropped
func.func @f(%m: memref<?x?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// -----

// CASE: parallel_big_step_single
func.func @f(%m: memref<?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c10) step (%c16, %c16) {
    %s = arith.addi %i, %j : index
    memref.store %v, %m[%s] : memref<?xf32>
  }
  return
}

// -----

// CASE: parallel_dynamic_kept
func.func @f(%m: memref<?xf32>, %v: f32, %lo: index, %hi: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lo) to (%hi) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CASE: parallel_two_trips_kept
func.func @f(%m: memref<?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// CASE: parallel_drop_dim_with_reduce
func.func @f(%init: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%init) -> f32 {
    %x = "test.value"(%i, %j) : (index, index) -> f32
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// CASE: parallel_merge_nested
func.func @f(%m: memref<?x?xf32>, %v: f32, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// CASE: parallel_merge_nested_dependent
func.func @f(%m: memref<?x?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// CASE: parallel_merge_nested_extra_op
func.func @f(%m: memref<?x?xf32>, %v: f32, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.side"(%i) : (index) -> ()
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// -----

// CASE: parallel_merge_three
func.func @f(%m: memref<?x?x?xf32>, %v: f32, %n: index, %k: index, %l: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      scf.parallel (%q) = (%c0) to (%l) step (%c1) {
        memref.store %v, %m[%i, %j, %q] : memref<?x?x?xf32>
      }
    }
  }
  return
}

// -----

// CASE: parallel_merge_inner_reduce
func.func @f(%init: f32, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %r = scf.parallel (%j) = (%c0) to (%k) step (%c1) init (%init) -> f32 {
      %x = "test.value"(%i, %j) : (index, index) -> f32
      scf.reduce(%x : f32) {
      ^bb0(%a: f32, %b: f32):
        %s = arith.addf %a, %b : f32
        scf.reduce.return %s : f32
      }
    }
    "test.use"(%r) : (f32) -> ()
  }
  return
}

// -----

// CASE: parallel_all_single_two_dims
func.func @f(%m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  scf.parallel (%i, %j) = (%c0, %c5) to (%c1, %c6) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}
