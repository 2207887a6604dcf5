#map = affine_map<(d0) -> (d0)>
func.func @nested(%m: memref<10xf32>, %t: tensor<10xf32>) -> tensor<10xf32> {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<10xf32>
    affine.store %v, %m[9 - %i] : memref<10xf32>
  }
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%t : tensor<10xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 2.0 : f32
    %p = arith.mulf %out, %c : f32
    linalg.yield %p : f32
  } -> tensor<10xf32>
  return %r : tensor<10xf32>
}
