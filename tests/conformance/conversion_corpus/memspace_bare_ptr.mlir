// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm=use-bare-ptr-memref-call-conv --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv --finalize-memref-to-llvm --reconcile-unrealized-casts

// The bare-pointer calling convention passes static memrefs as pointers in their address space.
func.func private @ext(memref<16xf32, 3>) -> memref<4x4xi32, 1>
func.func @bare(%a: memref<16xf32, 3>, %b: memref<2x2xf64, 5>, %i: index) -> memref<4x4xi32, 1> {
  %r = call @ext(%a) : (memref<16xf32, 3>) -> memref<4x4xi32, 1>
  %v = memref.load %b[%i, %i] : memref<2x2xf64, 5>
  memref.store %v, %b[%i, %i] : memref<2x2xf64, 5>
  %x = memref.load %a[%i] : memref<16xf32, 3>
  memref.store %x, %a[%i] : memref<16xf32, 3>
  return %r : memref<4x4xi32, 1>
}
