func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  memref.dma_start %src[%i, %i], %dst[%c0, %c0], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
// -----
func.func @strided(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %n: index, %stride: index, %per: index) {
  %c0 = arith.constant 0 : index
  memref.dma_start %src[%c0, %c0], %dst[%c0, %c0], %n, %tag[%c0], %stride, %per : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  return
}
