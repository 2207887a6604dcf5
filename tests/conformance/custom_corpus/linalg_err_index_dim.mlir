#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xindex>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : memref<4xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 1 : index
    linalg.yield %i : index
  }
  return
}
