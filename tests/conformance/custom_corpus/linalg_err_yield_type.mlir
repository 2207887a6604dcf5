#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 1 : i32
    linalg.yield %c : i32
  }
  return
}
