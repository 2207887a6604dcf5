omp.private {type = private} @bad_init : i32 init {
^bb0(%mold: i32, %private: i32):
  %f = arith.constant 1.0 : f32
  omp.yield(%f : f32)
}
