#map = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
func.func @a(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = #map(%i) to min #map2(%i)[%n] step 2 {
      %v = affine.load %m[%i + %j] : memref<10xf32>
      affine.store %v, %m[%i] : memref<10xf32>
    }
  }
  return
}
