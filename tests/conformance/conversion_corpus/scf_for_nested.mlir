// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @nested(%n: index, %m: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> (i32) {
      %jj = arith.index_cast %j : index to i32
      %t = arith.addi %b, %jj : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
