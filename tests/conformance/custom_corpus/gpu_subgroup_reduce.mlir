func.func @subgroups(%f: f32, %i: i32, %v: vector<4xf16>) {
  %0 = gpu.subgroup_reduce add %f : (f32) -> f32
  %1 = gpu.subgroup_reduce minui %i uniform : (i32) -> i32
  %2 = gpu.subgroup_reduce mul %f cluster(size = 8) : (f32) -> f32
  %3 = gpu.subgroup_reduce or %i uniform cluster(size = 4, stride = 2) : (i32) -> i32
  %4 = gpu.subgroup_reduce maxnumf %v : (vector<4xf16>) -> vector<4xf16>
  %5 = gpu.subgroup_reduce add %i cluster(size = 16, stride = 1) : (i32) -> i32
  return
}
