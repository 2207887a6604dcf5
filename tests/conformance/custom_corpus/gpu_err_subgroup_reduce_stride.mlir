func.func @f(%x: f32) {
  %r = gpu.subgroup_reduce add %x cluster(size = 8, stride = 3) : (f32) -> f32
  return
}
