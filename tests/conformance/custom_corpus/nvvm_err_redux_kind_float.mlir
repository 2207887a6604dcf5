llvm.func @r(%m: i32, %f: f32) {
  %b = nvvm.redux.sync xor %f, %m : f32 -> f32
  llvm.return
}
