#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out, %out : f32, f32
  }
  return
}
