// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @br(%a: i32, %b: index, %c: i1) -> index {
  cf.cond_br %c, ^bb1(%b : index), ^bb2(%a : i32)
^bb1(%x: index):
  cf.br ^bb3(%x : index)
^bb2(%y: i32):
  %z = arith.index_cast %y : i32 to index
  cf.br ^bb3(%z : index)
^bb3(%r: index):
  return %r : index
}
