func.func @f(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x, %b = %x) -> (f32) {
    affine.yield %a : f32
  }
  return
}
