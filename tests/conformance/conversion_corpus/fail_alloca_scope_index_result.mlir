// RUN: --convert-scf-to-cf --finalize-memref-to-llvm --convert-cf-to-llvm
// RUN: --finalize-memref-to-llvm

// The scope's exit branch takes the return's original operands: an index
// operand makes the llvm.br invalid, which MLIR's verifier reports.
func.func @l(%i: index) -> index {
  %r = memref.alloca_scope -> (index) {
    %m = memref.alloca(%i) : memref<?xi32>
    memref.alloca_scope.return %i : index
  }
  return %r : index
}
