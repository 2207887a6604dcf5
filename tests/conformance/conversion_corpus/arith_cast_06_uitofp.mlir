// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cast(%a: i64) -> f64 {
  %0 = arith.uitofp %a : i64 to f64
  return %0 : f64
}
