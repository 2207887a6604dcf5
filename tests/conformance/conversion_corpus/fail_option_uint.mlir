// RUN: --convert-func-to-llvm=index-bitwidth=-1
// RUN: --convert-arith-to-llvm=index-bitwidth=abc
// RUN: --convert-scf-to-cf --convert-index-to-llvm=index-bitwidth=1.5

// A bad value for an unsigned pass option: mlir-opt's command-line parser
// rejects it before reading the input.
func.func @f(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}
