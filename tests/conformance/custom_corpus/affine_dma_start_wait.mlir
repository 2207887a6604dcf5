func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 2>, %tag: memref<1xi32, 4>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %num = arith.constant 256 : index
  affine.dma_start %src[%i + 3, %c0], %dst[%i, %c0], %tag[%c0], %num : memref<40x128xf32>, memref<2x1024xf32, 2>, memref<1xi32, 4>
  affine.dma_start %src[%i, symbol(%n)], %dst[%i, %c0], %tag[%c0], %num, %n, %num : memref<40x128xf32>, memref<2x1024xf32, 2>, memref<1xi32, 4>
  affine.dma_wait %tag[%c0], %num : memref<1xi32, 4>
  return
}
