func.func @prefetch(%m: memref<400x400xi32>) {
  affine.for %i = 0 to 400 {
    affine.for %j = 0 to 400 {
      affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
      affine.prefetch %m[%i, %j], write, locality<0>, instr : memref<400x400xi32>
    }
  }
  return
}
