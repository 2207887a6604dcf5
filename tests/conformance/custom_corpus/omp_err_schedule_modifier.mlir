func.func @bad_schedule(%lb: i32, %ub: i32, %step: i32) {
  omp.wsloop schedule(dynamic, simd, monotonic) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  return
}
