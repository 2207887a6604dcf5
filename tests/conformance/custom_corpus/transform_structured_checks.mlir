// Verifiers of transform.structured ops beyond tiling and of
// transform.gpu.map_forall_to_blocks: accepted forms, then one error each.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %m vector_sizes [4, [8], 2] : !transform.any_op
    %i = transform.structured.interchange %m iterator_interchange = [2, 0, 1] : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.gpu.map_forall_to_blocks %g grid_dims = [2, 2, 1] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    "transform.structured.vectorize"(%m) <{static_vector_sizes = array<i64: 4, 4, 4>, scalable_sizes = array<i1: false, true>}> : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.interchange %m iterator_interchange = [1, 3, 0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.pack_greedily %m matmul_packed_sizes = [4, 4, 4] matmul_inner_dims_order = [0, 2, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.pack_greedily %m matmul_packed_sizes = [0, 4, 4] matmul_padded_sizes_next_multiple_of = [8, 8, 0] matmul_inner_dims_order = [0, 1, 2] : (!transform.any_op) -> !transform.op<"linalg.generic">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %t = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %buf, %new = transform.structured.bufferize_to_allocation %t {memcpy_op = "linalg.copy", alloc_op = "memref.alloca"} : !transform.any_op
    %buf2, %new2 = transform.structured.bufferize_to_allocation %t {memcpy_op = "memref.memcpy"} : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %t = transform.structured.match ops{["tensor.pad"]} in %root : (!transform.any_op) -> !transform.any_op
    %buf, %new = transform.structured.bufferize_to_allocation %t {alloc_op = "memref.malloc"} : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    %c = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.op<"linalg.generic">
    %a, %b, %d = transform.structured.pack_transpose %p with_compute_op(%c) outer_perm = [0, 0] : (!transform.op<"linalg.pack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"linalg.pack">, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    %c = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.op<"linalg.generic">
    %a, %b, %d = transform.structured.pack_transpose %p with_compute_op(%c) : (!transform.op<"linalg.pack">, !transform.op<"linalg.generic">) -> (!transform.op<"linalg.generic">, !transform.op<"linalg.pack">, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.gpu.map_forall_to_blocks %g grid_dims = [8, 8] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.replace %f {
      builtin.module {
      }
    } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.replace %f {
      scf.execute_region {
        scf.yield
      }
    } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.replace %f {
      builtin.module {
      }
      builtin.module {
      }
    } : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
