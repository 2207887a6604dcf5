func.func @f(%tag: memref<1xi32, 4>, %i: i32, %c: index) {
  "affine.dma_wait"(%tag, %i, %c) {tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32, 4>, i32, index) -> ()
  return
}
