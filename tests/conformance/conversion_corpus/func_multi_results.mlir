// RUN: --convert-scf-to-cf
// RUN: --convert-scf-to-cf --convert-to-llvm
// RUN: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-arith-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-scf-to-cf --convert-func-to-llvm --convert-cf-to-llvm --convert-arith-to-llvm

func.func @h(%a: i32, %b: f32) -> (i32, f32, i32) {
  return %a, %b, %a : i32, f32, i32
}
func.func @k(%a: i32, %b: f32) -> f32 {
  %0:3 = call @h(%a, %b) : (i32, f32) -> (i32, f32, i32)
  return %0#1 : f32
}
