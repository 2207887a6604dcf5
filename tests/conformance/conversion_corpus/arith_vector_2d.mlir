// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Binary ops on 2-D vectors unroll into one 1-D op per row.
func.func @v(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %x: vector<3x2xi32>, %y: vector<3x2xi32>) -> (vector<2x3xf32>, vector<3x2xi32>) {
  %0 = arith.addf %a, %b : vector<2x3xf32>
  %1 = arith.mulf %0, %b fastmath<fast> : vector<2x3xf32>
  %2 = arith.addi %x, %y overflow<nsw> : vector<3x2xi32>
  %3 = arith.xori %2, %y : vector<3x2xi32>
  %4 = arith.shrsi %3, %x : vector<3x2xi32>
  return %1, %4 : vector<2x3xf32>, vector<3x2xi32>
}
