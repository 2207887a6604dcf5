llvm.func @entry() attributes {nvvm.reqntid = 64 : i32} {
  llvm.return
}
