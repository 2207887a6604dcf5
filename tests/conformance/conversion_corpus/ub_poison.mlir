// RUN: --convert-ub-to-llvm
// RUN: --convert-ub-to-llvm=index-bitwidth=32
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts

// Poison of scalar, vector and index types.
func.func @u(%a: f32) -> (f32, index) {
  %0 = ub.poison : f32
  %1 = ub.poison : vector<4xi8>
  %2 = ub.poison : index
  %3 = arith.addf %0, %a : f32
  return %3, %2 : f32, index
}
