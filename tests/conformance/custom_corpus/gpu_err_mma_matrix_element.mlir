func.func @fragment(%a: !gpu.mma_matrix<8x32xi16, "AOp">) {
  return
}
