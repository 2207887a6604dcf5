llvm.func @f(%a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.fmul %1, %a {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fdiv %2, %a : f32
  %4 = llvm.frem %3, %b : f32
  %5 = llvm.fneg %4 : f32
  llvm.return %5 : f32
}
