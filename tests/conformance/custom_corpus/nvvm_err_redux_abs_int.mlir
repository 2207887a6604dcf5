llvm.func @r(%m: i32) {
  %b = nvvm.redux.sync min %m, %m {abs = true} : i32 -> i32
  llvm.return
}
