#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 1 >= 0, d0 mod 2 == 0)>
func.func @if(%m: memref<64xf32>, %n: index) {
  affine.for %i = 0 to 64 {
    affine.if #set(%i)[%n] {
      %v = affine.load %m[%i] : memref<64xf32>
      affine.store %v, %m[63 - %i] : memref<64xf32>
    }
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      %c = arith.constant 1.0 : f32
      affine.store %c, %m[%i] : memref<64xf32>
    } else {
      %c = arith.constant 2.0 : f32
      affine.store %c, %m[%i] : memref<64xf32>
    }
  }
  return
}
