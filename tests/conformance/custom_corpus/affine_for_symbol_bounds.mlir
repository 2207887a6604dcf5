func.func @sym(%m: memref<?xf32>, %n: index, %k: index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = %k to %n {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%k) to affine_map<()[s0] -> (s0 * 2)>()[%n] step 3 {
    affine.store %cst, %m[%i] : memref<?xf32>
  }
  return
}
