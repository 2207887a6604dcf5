#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  }
  return
}
