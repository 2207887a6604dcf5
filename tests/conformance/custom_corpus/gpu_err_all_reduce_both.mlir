func.func @f(%x: f32) {
  %r = gpu.all_reduce add %x {
  ^bb0(%a: f32, %b: f32):
    gpu.yield %a : f32
  } : (f32) -> f32
  return
}
