func.func @reduce(%m: memref<100xf32>) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 0 to 100 step 2 iter_args(%s = %zero, %p = %zero) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<100xf32>
    %a = arith.addf %s, %v : f32
    %b = arith.mulf %p, %v : f32
    affine.yield %a, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
