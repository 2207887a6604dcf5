func.func @yield(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = affine.for %i = 0 to %n iter_args(%acc = %c0) -> (index) {
    %s = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%acc, %i)
    affine.yield %s : index
  }
  return %r : index
}
