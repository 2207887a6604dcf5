func.func @one(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 step 2 {
    %v = affine.load %m[%i + 1] : memref<8xf32>
    affine.store %v, %m[%i] : memref<8xf32>
  }
  return
}

// -----

func.func @two(%i: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0, 8)>(%i)
  return %0 : index
}

// -----

func.func @bad(%i: index) {
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i, %i)
  return
}

// -----

func.func @three(%m: memref<4x4xi8>) {
  affine.parallel (%a, %b) = (0, 0) to (4, 4) {
    %v = affine.load %m[%a, %b] : memref<4x4xi8>
    affine.store %v, %m[%b, %a] : memref<4x4xi8>
  }
  return
}
