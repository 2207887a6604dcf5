func.func @red(%m: memref<100xf32>, %w: memref<100xi32>) -> (f32, f32, i32) {
  %r:2 = affine.parallel (%i) = (0) to (100) reduce ("addf", "mulf") -> (f32, f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    affine.yield %v, %v : f32, f32
  }
  %s = affine.parallel (%i) = (0) to (100) step (4) reduce ("maxu") -> i32 {
    %v = affine.load %w[%i] : memref<100xi32>
    affine.yield %v : i32
  } {tag = 7 : i64}
  return %r#0, %r#1, %s : f32, f32, i32
}
