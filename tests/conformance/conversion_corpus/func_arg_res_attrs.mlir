// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm=index-bitwidth=32
// RUN: --convert-func-to-llvm=use-bare-ptr-memref-call-conv=1
// RUN: --convert-to-llvm --reconcile-unrealized-casts

// Argument attributes stay on an argument that converts to one type (types
// in llvm.sret converted), an expanded memref gets empty dictionaries;
// result attributes stay only on a function with one result.
func.func @attrs(%m: memref<4xf32> {llvm.noalias, llvm.align = 16 : i64}, %x: i32 {llvm.signext}, %y: f32 {foo.bar = 1 : i32}) -> (i32 {llvm.zeroext}) {
  return %x : i32
}
func.func private @decl(memref<?xf32> {llvm.noalias}, i64 {llvm.zeroext}) -> (f32 {llvm.inreg})
func.func @two(%x: i32 {llvm.signext}) -> (i32 {llvm.zeroext}, f32 {foo.r}) {
  %c = arith.constant 1.0 : f32
  return %x, %c : i32, f32
}
func.func @unranked(%u: memref<*xf32> {llvm.noalias}, %i: index {llvm.noundef}) -> (index {llvm.noundef}) {
  return %i : index
}
func.func @sret(%p: !llvm.ptr {llvm.sret = index}, %q: !llvm.ptr {llvm.inalloca = memref<2xi8>}) {
  return
}
func.func @empty(%a: i1, %b: i8 {}) -> (i1 {}) {
  return %a : i1
}
