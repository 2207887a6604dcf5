func.func @copy_i32(%a: !llvm.ptr, %b: !llvm.ptr) {
  return
}

func.func @clauses(%lb: i32, %ub: i32, %step: i32, %p: !llvm.ptr, %q: !llvm.ptr, %m: memref<i32>) {
  omp.wsloop schedule(static = %step : i32, nonmonotonic) order(reproducible:concurrent) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  omp.wsloop schedule(guided, simd) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  omp.simd aligned(%p : !llvm.ptr -> 32 : i64, %q : !llvm.ptr -> 64 : i64) nontemporal(%p : !llvm.ptr) order(concurrent) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  omp.task depend(taskdependin -> %p : !llvm.ptr, taskdependinout -> %q : !llvm.ptr) allocate(%step : i32 -> %m : memref<i32>) {
    omp.terminator
  }
  omp.taskloop grainsize(strict, %step: i32) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  omp.taskloop num_tasks(%ub: i32) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  omp.single copyprivate(%p -> @copy_i32 : !llvm.ptr) {
    omp.terminator
  }
  return
}

func.func @maps(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64) {
  %c0 = arith.constant 0 : i64
  %b = omp.map.bounds lower_bound(%c0 : i64) upper_bound(%n : i64) stride(%n : i64) start_idx(%c0 : i64)
  %m0 = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  %m1 = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.array<4 x i32>) map_clauses(always, implicit, to) capture(ByCopy) members(%m0 : [0, 1], [2] : !llvm.ptr) bounds(%b) -> !llvm.ptr
  omp.target map_entries(%m1 -> %a, %m0 -> %c : !llvm.ptr, !llvm.ptr) {
    omp.terminator
  }
  omp.target_data map_entries(%m0 : !llvm.ptr) use_device_addr(%m1 -> %u : !llvm.ptr) {
    omp.terminator
  }
  %m2 = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%m2 : !llvm.ptr) nowait
  return
}
