func.func @subs(%m: memref<?x?xf32>, %n: index, %k: index) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i + symbol(%n), symbol(%k) * 2] : memref<?x?xf32>
    affine.store %v, %m[%i floordiv 2, (%i + symbol(%n)) mod 4] : memref<?x?xf32>
    %w = affine.load %m[%i - 1, %i * 3 - symbol(%k)] {nontemporal} : memref<?x?xf32>
  }
  return
}
