// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm

// Memory spaces with no integer address space: string attributes and
// unsigned integers report MLIR's error and stay unconverted.
func.func @bad(%a: memref<4xf32, "global">, %b: memref<2xi8, 7 : ui8>, %i: index) -> f32 {
  %0 = memref.load %a[%i] : memref<4xf32, "global">
  %1 = memref.load %b[%i] : memref<2xi8, 7 : ui8>
  return %0 : f32
}
