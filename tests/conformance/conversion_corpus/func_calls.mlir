// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func private @ext(i32, index) -> i32
func.func @v() {
  return
}
func.func @g(%a: i32) -> i32 {
  %c = arith.constant 4 : index
  %0 = call @ext(%a, %c) : (i32, index) -> i32
  call @v() : () -> ()
  return %0 : i32
}
