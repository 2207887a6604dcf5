func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 2>, %tag: memref<1xi32, 4>, %i: index) {
  %c0 = arith.constant 0 : index
  %v = arith.addi %i, %c0 : index
  affine.for %k = 0 to 4 {
    %w = arith.addi %k, %c0 : index
    affine.dma_start %src[%w, %c0], %dst[%i, %c0], %tag[%c0], %c0 : memref<40x128xf32>, memref<2x1024xf32, 2>, memref<1xi32, 4>
  }
  return
}
