func.func @exprs(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 100 {
    %a = affine.load %m[%i mod 4, %i floordiv 8] : memref<100x100xf32>
    %b = affine.load %m[%i ceildiv 3, -%i + 99] : memref<100x100xf32>
    %c = affine.load %m[(%i + 1) * 2, %i * -3 + 99] : memref<100x100xf32>
    %d = affine.load %m[%i - symbol(%n) * 2, (%i mod 2) * symbol(%n)] : memref<100x100xf32>
    %e = affine.load %m[%i + %i, 3 * %i - 1] : memref<100x100xf32>
  }
  return
}
