// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv
// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1,index-bitwidth=32
// RUN: --convert-func-to-llvm="use-bare-ptr-memref-call-conv=1 index-bitwidth=32"
// RUN: --convert-func-to-llvm="index-bitwidth=16 use-bare-ptr-memref-call-conv" --finalize-memref-to-llvm=index-bitwidth=16 --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=false
// RUN: --finalize-memref-to-llvm --convert-func-to-llvm=use-bare-ptr-memref-call-conv --reconcile-unrealized-casts
// RUN: --convert-arith-to-llvm --convert-func-to-llvm=use-bare-ptr-memref-call-conv --finalize-memref-to-llvm --reconcile-unrealized-casts

// The bare-pointer convention: static memrefs cross function boundaries as
// one pointer (the aligned one into calls, the allocated one out of
// returns), rebuilt as descriptors of their static shape inside.
func.func @f(%a: memref<4x8xf32>, %x: i32, %i: index) -> memref<2xi8> {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0, %i] : memref<4x8xf32>
  %m = memref.alloc() : memref<2xi8>
  %r = call @g(%m, %x) : (memref<2xi8>, i32) -> memref<2xi8>
  return %r : memref<2xi8>
}
func.func private @g(%a: memref<2xi8>, %x: i32) -> memref<2xi8>
func.func @strided(%a: memref<2x3xi16, strided<[8, 2], offset: 5>>) -> (memref<2x3xi16, strided<[8, 2], offset: 5>>, i16) {
  %c1 = arith.constant 1 : index
  %v = memref.load %a[%c1, %c1] : memref<2x3xi16, strided<[8, 2], offset: 5>>
  return %a, %v : memref<2x3xi16, strided<[8, 2], offset: 5>>, i16
}
func.func @pair() -> (memref<4xf32>, memref<f64>) {
  %a, %b = call @two() : () -> (memref<4xf32>, memref<f64>)
  return %a, %b : memref<4xf32>, memref<f64>
}
func.func private @two() -> (memref<4xf32>, memref<f64>)
func.func @c_interface_ignored(%a: memref<4xf32>) attributes {llvm.emit_c_interface} {
  return
}
