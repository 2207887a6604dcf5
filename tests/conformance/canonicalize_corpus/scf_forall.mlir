// CASE: forall_constant_bounds_static
func.func @f(%t: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %r = scf.forall (%i) = (%c0) to (%c16) step (%c2) shared_outs(%o = %t) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<16xf32> to tensor<2xf32>
    %v = "test.compute"(%s) : (tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [2] [1] : tensor<2xf32> into tensor<16xf32>
    }
  }
  return %r : tensor<16xf32>
}

// -----

// CASE: forall_dynamic_bounds_kept
func.func @f(%t: tensor<?xf32>, %n: index, %s: index) -> tensor<?xf32> {
  %r = scf.forall (%i) = (0) to (%n) step (%s) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %x = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    %v = "test.compute"(%x) : (tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

// CASE: forall_zero_trip
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (0) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CASE: forall_single_trip_promoted
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) = (3) to (4) step (1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CASE: forall_single_trip_no_outputs
func.func @f() {
  scf.forall (%i, %j) in (1, 1) {
    "test.side"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CASE: forall_one_dim_dropped
func.func @f(%t: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %v = "test.compute"(%i, %j) : (index, index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

// CASE: forall_mapping_not_folded
func.func @f() {
  scf.forall (%i) in (1) {
    "test.side"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

// CASE: forall_unused_result
func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %p[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#1 : tensor<8xf32>
}

// -----

// CASE: forall_output_not_updated
func.func @f(%a: tensor<8xf32>, %b: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %v = "test.compute"(%x) : (tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %p[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// CASE: forall_dim_of_result
func.func @f(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  "test.use"(%r) : (tensor<?xf32>) -> ()
  return %d : index
}

// -----

// CASE: forall_cast_output
func.func @f(%t: tensor<8xf32>, %n: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

// CASE: forall_cast_to_static_not_folded
func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<8xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> (tensor<8xf32>) {
    %v = "test.compute"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CASE: forall_mixed_bounds_partial
func.func @f(%n: index) {
  %c4 = arith.constant 4 : index
  scf.forall (%i, %j) in (%c4, %n) {
    "test.side"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CASE: forall_of_rank_zero_is_inlined
func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %r = scf.forall () in () shared_outs(%o = %b) -> (tensor<4x3xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[1, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x3xf32>
    }
  }
  return %r : tensor<4x3xf32>
}
