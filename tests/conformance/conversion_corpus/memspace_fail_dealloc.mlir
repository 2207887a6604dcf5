// RUN: --finalize-memref-to-llvm
// RUN: --convert-to-llvm

// MLIR frees the allocated pointer as it is: a pointer outside address
// space 0 does not match free's parameter and the llvm.call does not verify.
func.func @f() {
  %a = memref.alloc() : memref<8xf32, 3>
  memref.dealloc %a : memref<8xf32, 3>
  return
}
