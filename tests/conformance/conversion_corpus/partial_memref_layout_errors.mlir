// RUN: --convert-to-llvm
// RUN: --convert-func-to-llvm
// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts

// A memref layout with no strided form: the LLVM type converter reports it
// (without failing the pass) once per converter for its conversions, and
// each time a function signature expands it.
func.func @l(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) -> f32 {
  %x = memref.load %a[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %y = memref.load %a[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %x : f32
}
