// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm=index-bitwidth=32
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
// RUN: --finalize-memref-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --convert-arith-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

// llvm.emit_c_interface: a _mlir_ciface_ wrapper after each definition
// (memrefs by pointer, struct results through a first pointer argument) and
// a private body calling the declared wrapper of each declaration.
func.func @two_results(%a: memref<4x?xf32>, %x: i32, %i: index) -> (memref<2xi8>, index) attributes {llvm.emit_c_interface} {
  %m = memref.alloc() : memref<2xi8>
  return %m, %i : memref<2xi8>, index
}
func.func private @ext(%a: memref<?xf32>, %b: f32) -> memref<3xf32> attributes {llvm.emit_c_interface}
func.func @scalar(%a: memref<?xf32>, %b: memref<2x2xi64, strided<[2, 1], offset: 4>>) -> i32 attributes {llvm.emit_c_interface} {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @nothing() attributes {llvm.emit_c_interface} {
  return
}
func.func private @ext_void(%x: index, %m: memref<f64>) attributes {llvm.emit_c_interface}
func.func @complex(%c: complex<f32>) -> complex<f32> attributes {llvm.emit_c_interface} {
  return %c : complex<f32>
}
func.func @caller(%a: memref<?xf32>, %b: f32) -> memref<3xf32> {
  %r = call @ext(%a, %b) : (memref<?xf32>, f32) -> memref<3xf32>
  return %r : memref<3xf32>
}
