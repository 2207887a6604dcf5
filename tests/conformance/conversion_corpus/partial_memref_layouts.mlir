// RUN: --finalize-memref-to-llvm
// RUN: --convert-func-to-llvm --finalize-memref-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// A memref with an affine-map layout has no descriptor: its accesses stay,
// while the strided memref beside it converts.
func.func @l(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %b: memref<4x4xf32, strided<[1, 4]>>, %i: index) -> f32 {
  %x = memref.load %a[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %y = memref.load %b[%i, %i] : memref<4x4xf32, strided<[1, 4]>>
  memref.store %x, %b[%i, %i] : memref<4x4xf32, strided<[1, 4]>>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
