// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm

func.func @v(%a: vector<4xi32>, %b: vector<4xf32>) -> (vector<4xi32>, vector<4xf32>) {
  %c = arith.addi %a, %a : vector<4xi32>
  %d = arith.mulf %b, %b : vector<4xf32>
  return %c, %d : vector<4xi32>, vector<4xf32>
}
