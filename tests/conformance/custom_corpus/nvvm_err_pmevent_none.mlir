llvm.func @e() {
  nvvm.pmevent
  llvm.return
}
