llvm.func @f(%a: vector<2xf32>, %b: f16) {
  %0 = llvm.fcmp "olt" %a, %a {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xf32>
  %1 = llvm.fcmp "uno" %b, %b {fastmathFlags = #llvm.fastmath<none>} : f16
  %2 = llvm.fcmp "oeq" %b, %b {fastmathFlags = #llvm.fastmath<fast>} : f16
  llvm.return
}
