llvm.func @e() {
  nvvm.pmevent id = 2 mask = 4
  llvm.return
}
