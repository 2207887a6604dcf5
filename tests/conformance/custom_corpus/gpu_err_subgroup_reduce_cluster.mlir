func.func @f(%x: f32) {
  %r = gpu.subgroup_reduce add %x cluster(size = 6) : (f32) -> f32
  return
}
