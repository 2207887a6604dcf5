func.func @f(%m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %n = memref.load %m[%c0] : memref<4xindex>
  affine.for %i = 0 to 4 {
    %x = memref.load %m[%i] : memref<4xindex>
    affine.parallel (%j) = (0) to (%x) {
    }
  }
  return
}
