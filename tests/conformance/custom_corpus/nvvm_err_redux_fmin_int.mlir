llvm.func @r(%m: i32) {
  %b = nvvm.redux.sync fmin %m, %m : i32 -> i32
  llvm.return
}
