func.func @reductions(%f: f32, %i: i32) {
  %0 = gpu.all_reduce add %f {} : (f32) -> f32
  %1 = gpu.all_reduce mul %i uniform {} : (i32) -> i32
  %2 = gpu.all_reduce minsi %i {} : (i32) -> i32
  %3 = gpu.all_reduce maxui %i {} : (i32) -> i32
  %4 = gpu.all_reduce minnumf %f {} : (f32) -> f32
  %5 = gpu.all_reduce maximumf %f uniform {} : (f32) -> f32
  %6 = gpu.all_reduce and %i {} : (i32) -> i32
  %7 = gpu.all_reduce xor %i {} {tag} : (i32) -> i32
  return
}
