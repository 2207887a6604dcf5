llvm.func @b(%cnt: i32) {
  nvvm.barrier number_of_threads = %cnt
  llvm.return
}
