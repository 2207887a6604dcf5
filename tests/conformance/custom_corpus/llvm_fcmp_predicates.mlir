llvm.func @f(%a: f64, %b: f64) {
  %0 = llvm.fcmp "_false" %a, %b : f64
  %1 = llvm.fcmp "oeq" %a, %b : f64
  %2 = llvm.fcmp "ogt" %a, %b : f64
  %3 = llvm.fcmp "oge" %a, %b : f64
  %4 = llvm.fcmp "ole" %a, %b : f64
  %5 = llvm.fcmp "one" %a, %b : f64
  %6 = llvm.fcmp "ord" %a, %b : f64
  %7 = llvm.fcmp "ueq" %a, %b : f64
  %8 = llvm.fcmp "ugt" %a, %b : f64
  %9 = llvm.fcmp "uge" %a, %b : f64
  %10 = llvm.fcmp "ult" %a, %b : f64
  %11 = llvm.fcmp "ule" %a, %b : f64
  %12 = llvm.fcmp "une" %a, %b : f64
  %13 = llvm.fcmp "uno" %a, %b : f64
  %14 = llvm.fcmp "_true" %a, %b : f64
  llvm.return
}
