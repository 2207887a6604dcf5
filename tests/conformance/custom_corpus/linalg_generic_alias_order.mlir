#a = affine_map<(d0) -> (d0)>
func.func @g(%t: tensor<8xindex>) -> tensor<8xindex> {
  %r = linalg.generic {indexing_maps = [#a], iterator_types = ["parallel"]} outs(%t : tensor<8xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %x = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%o]
    linalg.yield %x : index
  } -> tensor<8xindex>
  return %r : tensor<8xindex>
}
