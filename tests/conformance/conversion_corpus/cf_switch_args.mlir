// RUN: --convert-cf-to-llvm
// RUN: --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm

func.func @f(%v: i32, %a: index, %b: f32) -> index {
  cf.switch %v : i32, [
    default: ^d(%a : index),
    4: ^c4(%b : f32),
    9: ^d(%a : index)
  ]
^c4(%x: f32):
  %c = arith.constant 1 : index
  cf.br ^d(%c : index)
^d(%r: index):
  return %r : index
}
