func.func @f(%m: memref<4xindex>) {
  affine.for %i = 0 to 4 {
    %x = memref.load %m[%i] : memref<4xindex>
    affine.if affine_set<(d0) : (d0 >= 0)>(%x) {
    }
  }
  return
}
