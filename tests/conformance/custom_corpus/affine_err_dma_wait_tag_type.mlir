func.func @f(%tag: memref<1xi32, 4>, %i: index) {
  affine.dma_wait %tag[%i], %i : i32
  return
}
