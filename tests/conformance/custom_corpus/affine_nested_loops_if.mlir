#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>
func.func @tri(%A: memref<?x?xf32>, %N: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  %s = affine.for %i = 0 to %N iter_args(%acc0 = %zero) -> (f32) {
    %t = affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) iter_args(%acc = %acc0) -> (f32) {
      %r = affine.if #set(%i, %j)[%N] -> f32 {
        %v = affine.load %A[%i, %j] : memref<?x?xf32>
        %n = arith.addf %acc, %v : f32
        affine.yield %n : f32
      } else {
        affine.yield %acc : f32
      }
      affine.yield %r : f32
    }
    affine.yield %t : f32
  }
  return %s : f32
}
