#map = affine_map<(d0)[s0] -> (d0 * 4 + s0 - 1)>
func.func @apply(%i: index, %n: index) -> index {
  %0 = affine.apply #map(%i)[%n]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1 mod 3)>(%0, %i)
  %2 = affine.apply affine_map<()[s0] -> (s0 ceildiv 8)>()[%1]
  %3 = affine.apply affine_map<() -> (42)>()
  return %2 : index
}
