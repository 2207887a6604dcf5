// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @diamond(%c: i1, %x: f64) -> f64 {
  cf.cond_br %c, ^t, ^f
^t:
  %a = arith.addf %x, %x : f64
  cf.br ^join(%a : f64)
^f:
  %b = arith.mulf %x, %x : f64
  cf.br ^join(%b : f64)
^join(%r: f64):
  return %r : f64
}
