// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm=index-bitwidth=32 --convert-arith-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

// llvm.byval and llvm.byref arguments whose types do not convert to pointers
// become pointers, their values loaded at the function's start.
func.func @byval(%a: index {llvm.byval = index}, %b: !llvm.ptr {llvm.byref = i64}, %c: index {llvm.byref = i32}, %d: i32) -> index {
  %0 = arith.index_cast %d : i32 to index
  %1 = arith.addi %0, %a : index
  %2 = arith.addi %1, %c : index
  return %2 : index
}
func.func private @decl(index {llvm.byval = index}, i32, index {llvm.byref = index})
func.func @unused(%a: index {llvm.byref = index}, %m: memref<4xf32> {llvm.byval = i32}, %p: !llvm.ptr {llvm.byval = f32}) {
  return
}
func.func @returned(%a: index {llvm.byval = index}, %b: index {llvm.noundef}) -> (index, index) {
  return %a, %b : index, index
}
