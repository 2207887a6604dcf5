// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm=index-bitwidth=32

// Static row-major strides with an offset, and size-1 outer dimensions with
// any stride: contiguous, so memcpy; an empty one goes to memrefCopy.
func.func @offset(%a: memref<2x4xf32, strided<[4, 1], offset: 3>>, %b: memref<2x4xf32>) {
  memref.copy %a, %b : memref<2x4xf32, strided<[4, 1], offset: 3>> to memref<2x4xf32>
  return
}
func.func @unit_outer(%a: memref<1x4xi16, strided<[100, 1]>>, %b: memref<1x4xi16, strided<[7, 1], offset: 2>>) {
  memref.copy %a, %b : memref<1x4xi16, strided<[100, 1]>> to memref<1x4xi16, strided<[7, 1], offset: 2>>
  return
}
func.func @empty(%a: memref<0x4xf32, strided<[4, 1], offset: 1>>, %b: memref<0x4xf32>) {
  memref.copy %a, %b : memref<0x4xf32, strided<[4, 1], offset: 1>> to memref<0x4xf32>
  return
}
