func.func @f(%m: memref<10xf32>, %x: index) {
  affine.for %i = 0 to 10 {
    %y = arith.addi %i, %x : index
    %v = affine.load %m[%y] : memref<10xf32>
  }
  return
}
