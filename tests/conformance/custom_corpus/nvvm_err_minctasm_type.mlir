llvm.func @entry() attributes {nvvm.minctasm = "four"} {
  llvm.return
}
