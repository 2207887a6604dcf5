func.func @f(%tag: i32, %c: index) {
  "affine.dma_wait"(%tag, %c) {tag_map = affine_map<() -> (0)>} : (i32, index) -> ()
  return
}
