llvm.func @entry() attributes {nvvm.maxntid = array<i32: 8, 8, 2, 2>} {
  llvm.return
}
