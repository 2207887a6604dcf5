func.func @par(%m: memref<100x100xf32>, %n: index, %k: index) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    affine.store %v, %m[%j, %i] : memref<100x100xf32>
  }
  affine.parallel (%i, %j) = (max(%n, 0), %k) to (min(%n + 10, 100), symbol(%k) * 2) step (2, 4) {
  }
  affine.parallel () = () to () {
  }
  return
}
