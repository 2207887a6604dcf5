llvm.func @s() {
  nvvm.setmaxregister increase 100
  llvm.return
}
