// RUN: --convert-arith-to-llvm
// RUN: --convert-to-llvm

func.func @t(%a: tensor<4xi32>, %b: i32) -> (tensor<4xi32>, i32) {
  %c = arith.addi %a, %a : tensor<4xi32>
  %d = arith.addi %b, %b : i32
  return %c, %d : tensor<4xi32>, i32
}
