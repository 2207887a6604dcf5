llvm.func @f(%a: f32) {
  %0 = llvm.fcmp "slt" %a, %a : f32
  llvm.return
}
