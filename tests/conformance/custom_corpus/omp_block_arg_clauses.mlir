omp.declare_reduction @sum_i32 : i32 init {
^bb0(%seed: i32):
  %zero = arith.constant 0 : i32
  omp.yield(%zero : i32)
} combiner {
^bb0(%lhs: i32, %rhs: i32):
  %sum = arith.addi %lhs, %rhs : i32
  omp.yield(%sum : i32)
} atomic {
^bb0(%to: !llvm.ptr, %from: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  %old = llvm.atomicrmw add %to, %v monotonic : !llvm.ptr, i32
  omp.yield
}

omp.private {type = private} @priv_i32 : i32

omp.private {type = firstprivate} @copy_ptr : !llvm.ptr copy {
^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):
  omp.yield(%dst : !llvm.ptr)
}

func.func @clauses(%n: i32, %p: !llvm.ptr, %q: !llvm.ptr, %r: i32) {
  omp.parallel private(@priv_i32 %n -> %pn, @copy_ptr %p -> %pp : i32, !llvm.ptr) private_barrier reduction(mod: task, byref @sum_i32 %q -> %rq : !llvm.ptr) {
    %use = llvm.load %pp : !llvm.ptr -> i32
    omp.terminator
  }
  omp.teams reduction(@sum_i32 %p -> %tp : !llvm.ptr) {
    omp.terminator
  }
  omp.sections reduction(@sum_i32 %q -> %sq : !llvm.ptr) {
    omp.section {
    ^bb0(%arg: !llvm.ptr):
      omp.terminator
    }
    omp.terminator
  }
  omp.taskgroup task_reduction(byref @sum_i32 %p -> %gp : !llvm.ptr) {
    omp.task in_reduction(@sum_i32 %gp -> %ip : !llvm.ptr) private(@priv_i32 %r -> %pr : i32) {
      omp.terminator
    }
    omp.terminator
  }
  omp.single private(@priv_i32 %r -> %sr : i32) {
    omp.terminator
  }
  return
}
