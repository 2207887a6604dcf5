func.func @bcast(%f: f32, %lane: i32, %v: vector<2xi32>) {
  %0 = gpu.subgroup_broadcast %f, first_active_lane : f32
  %1 = gpu.subgroup_broadcast %f, specific_lane %lane : f32
  %2 = gpu.subgroup_broadcast %v, specific_lane %lane : vector<2xi32>
  return
}
