#map = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @fill_like(%v: f32, %init: memref<3x5xf32>) {
  linalg.generic {indexing_maps = [#scalar, #map], iterator_types = ["parallel", "parallel"]} ins(%v : f32) outs(%init : memref<3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}
