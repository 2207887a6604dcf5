func.func @f(%m: memref<10xf32>) {
  %v = "affine.load"(%m) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>) -> f32
  return
}
