func.func @f(%x: f32) {
  %r = gpu.subgroup_broadcast %x, specific_lane : f32
  return
}
