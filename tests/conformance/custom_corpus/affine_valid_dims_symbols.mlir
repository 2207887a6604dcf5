func.func @f(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x?xf32>
  affine.for %i = 0 to %d {
    %s = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
    %t = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = %t to %s {
      %v = affine.load %m[%t, symbol(%s)] : memref<?x?xf32>
      affine.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
