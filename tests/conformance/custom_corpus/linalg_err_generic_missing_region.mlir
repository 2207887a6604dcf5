#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : memref<4xf32>)
  return
}
