// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm=index-bitwidth=32
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// An external declaration, splat and integer initial values, a nested
// visibility, index and i1 elements.
memref.global @ext : memref<8xf32>
memref.global "private" constant @ones : memref<3x2xi16> = dense<1>
memref.global "nested" @idx : memref<2xindex> = dense<[7, -1]>
memref.global constant @flags : memref<4xi1> = dense<[true, false, true, true]>
memref.global "private" @scalar_i : memref<i8> = dense<-3>
func.func @g(%i: index) -> (i16, index) {
  %a = memref.get_global @ones : memref<3x2xi16>
  %b = memref.get_global @idx : memref<2xindex>
  %e = memref.get_global @ext : memref<8xf32>
  %s = memref.get_global @scalar_i : memref<i8>
  %x = memref.load %a[%i, %i] : memref<3x2xi16>
  %y = memref.load %b[%i] : memref<2xindex>
  return %x, %y : i16, index
}
