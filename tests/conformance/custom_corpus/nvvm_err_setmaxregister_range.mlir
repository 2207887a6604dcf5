llvm.func @s() {
  nvvm.setmaxregister increase 264
  llvm.return
}
