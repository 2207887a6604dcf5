// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts

func.func @sel(%c: i1, %a: f32, %b: f32, %x: index, %y: index) -> (f32, index) {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %c, %x, %y : index
  return %0, %1 : f32, index
}
