func.func @f(%lb: i32) {
  omp.distribute {
    omp.simd {
      %c = arith.constant 1 : i32
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
  }
  return
}
