func.func @f(%m: memref<10xf32>, %v: f32, %x: index) {
  affine.for %i = 0 to 10 {
    %y = arith.muli %i, %x : index
    affine.store %v, %m[%y] : memref<10xf32>
  }
  return
}
