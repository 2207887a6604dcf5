// RUN: --convert-func-to-llvm
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm=index-bitwidth=16

// The llvm.bareptr attribute asks for the bare-pointer convention per
// function: its own signature and returns, and the calls of it.
func.func private @bare(%a: memref<8xi32>) -> memref<8xi32> attributes {llvm.bareptr}
func.func @user(%a: memref<8xi32>) -> memref<8xi32> {
  %r = call @bare(%a) : (memref<8xi32>) -> memref<8xi32>
  return %r : memref<8xi32>
}
func.func @defined(%a: memref<2x2xf16>) -> memref<2x2xf16> attributes {llvm.bareptr} {
  return %a : memref<2x2xf16>
}
func.func @dynamic(%a: memref<?xf32>) attributes {llvm.bareptr} {
  return
}
