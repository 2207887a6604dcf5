func.func @two_ops(%lb: i32, %ub: i32, %step: i32) {
  omp.wsloop {
    %c = arith.constant 1 : i32
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  return
}
