llvm.func @e() {
  nvvm.pmevent id = 16
  llvm.return
}
