func.func @conv1d(%in: memref<10xf32>, %ker: memref<3xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%in, %ker : memref<10xf32>, memref<3xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%i: f32, %k: f32, %o: f32):
    %p = arith.mulf %i, %k : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}
