func.func @apply_attrs(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%i) {tag = "x", n = 3 : i64}
  %c = arith.constant 4 : index
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%0)[%c]
  return %1 : index
}
