// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --finalize-memref-to-llvm=index-bitwidth=32

// memref.view of byte buffers: static, dynamic and mixed shapes, rank 0,
// and a buffer in address space 3.
func.func @views(%buf: memref<2048xi8>, %shared: memref<?xi8, 3>, %off: index, %m: index, %n: index) -> f32 {
  %a = memref.view %buf[%off][] : memref<2048xi8> to memref<8x16xf32>
  %b = memref.view %buf[%off][%m, %n] : memref<2048xi8> to memref<?x4x?xf64>
  %c = memref.view %buf[%off][%m] : memref<2048xi8> to memref<?xi32>
  %d = memref.view %shared[%off][] : memref<?xi8, 3> to memref<f32, 3>
  %e = memref.view %shared[%off][%n] : memref<?xi8, 3> to memref<4x?xi16, 3>
  %z = arith.constant 0 : index
  %v = memref.load %a[%z, %z] : memref<8x16xf32>
  memref.store %v, %d[] : memref<f32, 3>
  %w = memref.load %b[%z, %z, %z] : memref<?x4x?xf64>
  %x = memref.load %e[%z, %z] : memref<4x?xi16, 3>
  return %v : f32
}
