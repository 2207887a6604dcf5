func.func @folds(%i: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 2 + 3)>(%i)
  %1 = affine.apply affine_map<(d0) -> ((d0 * 4) floordiv 2)>(%i)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 - s0 * 3 + 7)>(%i)[%n]
  %3 = affine.apply affine_map<(d0) -> (-(d0 - 1))>(%i)
  %4 = affine.apply affine_map<(d0) -> ((d0 mod 8) mod 4)>(%i)
  return %2 : index
}
