#lb = affine_map<(d0)[s0] -> (d0 * 8, s0)>
#ub = affine_map<(d0)[s0] -> (d0 * 8 + 8, s0 + 100)>
func.func @tiled(%m: memref<256xf32>, %n: index) {
  affine.for %ii = 0 to 32 {
    affine.for %i = max #lb(%ii)[%n] to min #ub(%ii)[%n] {
      %v = affine.load %m[%i] : memref<256xf32>
      affine.store %v, %m[%i] : memref<256xf32>
    }
  }
  return
}
