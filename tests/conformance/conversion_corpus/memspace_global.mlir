// RUN: --finalize-memref-to-llvm
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Globals in address spaces and the descriptors get_global builds.
memref.global "private" constant @table : memref<2x3xi32, 1> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global @buffer : memref<16xf32, 3> = uninitialized
memref.global "private" @scalar : memref<f64, 5> = dense<2.5>
memref.global "private" @plain : memref<4xi8> = dense<0>
func.func @use(%i: index) -> i32 {
  %t = memref.get_global @table : memref<2x3xi32, 1>
  %b = memref.get_global @buffer : memref<16xf32, 3>
  %s = memref.get_global @scalar : memref<f64, 5>
  %p = memref.get_global @plain : memref<4xi8>
  %v = memref.load %t[%i, %i] : memref<2x3xi32, 1>
  %x = memref.load %s[] : memref<f64, 5>
  %f = arith.truncf %x : f64 to f32
  memref.store %f, %b[%i] : memref<16xf32, 3>
  return %v : i32
}
