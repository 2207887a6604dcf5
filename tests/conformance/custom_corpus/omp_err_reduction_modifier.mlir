omp.declare_reduction @sum_f32 : f32 init {
^bb0(%seed: f32):
  %zero = arith.constant 0.0 : f32
  omp.yield(%zero : f32)
} combiner {
^bb0(%lhs: f32, %rhs: f32):
  %sum = arith.addf %lhs, %rhs : f32
  omp.yield(%sum : f32)
}

func.func @bad_modifier(%x: f32) {
  omp.parallel reduction(mod: sometimes, @sum_f32 %x -> %rx : f32) {
    omp.terminator
  }
  return
}
