// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func private @d0()
func.func private @d1(i64) -> f64
func.func private @d2(index, i1) -> (i8, i16)
func.func @use(%a: i64) -> f64 {
  %r = call @d1(%a) : (i64) -> f64
  return %r : f64
}
