func.func @loops(%lb: index, %ub: index, %step: index, %p: !llvm.ptr) {
  omp.wsloop {
    omp.loop_nest (%i, %j) : index = (%lb, %lb) to (%ub, %ub) inclusive step (%step, %step) collapse(2) {
      omp.yield
    }
  }
  omp.simd simdlen(4) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%step) tiles(8) {
      omp.yield
    }
  }
  omp.wsloop {
    omp.simd {
      omp.loop_nest (%i) : index = (%lb) to (%ub) step (%step) {
        omp.yield
      }
    } {omp.composite}
  } {omp.composite}
  omp.taskloop {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  return
}
