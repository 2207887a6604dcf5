func.func @f(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    affine.yield %y : i32
  }
  return
}
