func.func @f(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %a, %a : f32, f32
  }
  return
}
