func.func @f(%x: f32, %l: i32) {
  %r = gpu.subgroup_broadcast %x, first_active_lane %l : f32
  return
}
