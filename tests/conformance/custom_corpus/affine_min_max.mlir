#min = affine_map<(d0)[s0] -> (d0 + 16, s0, 100)>
func.func @min_max(%i: index, %n: index) -> (index, index) {
  %0 = affine.min #min(%i)[%n]
  %1 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%i, %0)
  %2 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%n, %1] {note}
  return %0, %2 : index, index
}
