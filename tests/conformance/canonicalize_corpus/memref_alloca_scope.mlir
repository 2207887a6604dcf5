// CASE: alloca_scope_no_alloca_inlined
func.func @f(%x: i32) -> i32 {
  %r = memref.alloca_scope -> (i32) {
    %y = arith.addi %x, %x : i32
    memref.alloca_scope.return %y : i32
  }
  return %r : i32
}

// -----

// CASE: alloca_scope_last_in_function_inlined
func.func @f(%v: f32) {
  "test.before"() : () -> ()
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %a[%c0] : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  return
}

// -----

// CASE: alloca_scope_not_last_kept
func.func @f(%v: f32) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

// CASE: alloca_scope_unregistered_op_potential_alloca
func.func @f() {
  memref.alloca_scope {
    "test.op"() : () -> ()
  }
  "test.after"() : () -> ()
  return
}

// -----

// CASE: alloca_scope_in_loop_hoisted
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.execute_region {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
    scf.yield
  }
  return
}

// -----

// CASE: alloca_scope_in_for_kept
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a, %i) : (memref<4xf32>, index) -> ()
    }
  }
  return
}

// -----

// CASE: alloca_scope_results_inlined
func.func @f(%x: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %y = arith.mulf %x, %x : f32
    memref.alloca_scope.return %y : f32
  }
  "test.after"() : () -> ()
  return %r : f32
}

// -----

// CASE: alloca_scope_in_if_hoisted
func.func @f(%c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<8xi32>
      "test.use"(%a) : (memref<8xi32>) -> ()
    }
  }
  return
}

// -----

// CASE: alloca_scope_operand_inside_not_hoisted
func.func @f(%c: i1) {
  scf.if %c {
    %n = "test.size"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi32>
      "test.use"(%a) : (memref<?xi32>) -> ()
    }
  }
  return
}

// -----

// CASE: alloca_scope_operand_outside_hoisted
func.func @f(%c: i1, %n: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi32>
      "test.use"(%a) : (memref<?xi32>) -> ()
    }
  }
  return
}
