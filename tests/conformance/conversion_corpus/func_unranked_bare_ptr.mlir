// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1

// The bare-pointer convention has no form for unranked memrefs: functions
// and returns that carry one stay as they are.
func.func @takes(%m: memref<*xf32>) -> index {
  %r = memref.rank %m : memref<*xf32>
  return %r : index
}
func.func @gives(%m: memref<4xf32>) -> memref<*xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<*xf32>
  return %c : memref<*xf32>
}
func.func @plain(%m: memref<4xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}
