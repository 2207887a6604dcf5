#map = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
func.func @dyn(%a: memref<?x?xf32>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  linalg.generic {indexing_maps = [#t, #map], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%b : memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  }
  return
}
