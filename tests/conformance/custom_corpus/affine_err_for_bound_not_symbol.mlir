func.func @f(%m: memref<10xindex>) {
  affine.for %i = 0 to 10 {
    %n = memref.load %m[%i] : memref<10xindex>
    affine.for %j = 0 to %n {
    }
  }
  return
}
