// RUN: --convert-func-to-llvm
// RUN: --convert-func-to-llvm --reconcile-unrealized-casts
// RUN: --convert-to-llvm --reconcile-unrealized-casts
// RUN: --convert-func-to-llvm=index-bitwidth=32 --convert-arith-to-llvm=index-bitwidth=32 --reconcile-unrealized-casts

// MLIR makes the byval/byref parameters of a declaration pointers but its
// callers still pass the values: the llvm.call does not verify.
func.func @byval(%a: index {llvm.byval = index}, %b: !llvm.ptr {llvm.byref = i64}, %c: index {llvm.byref = i32}, %d: i32) -> index {
  %0 = arith.index_cast %d : i32 to index
  %1 = arith.addi %0, %a : index
  %2 = arith.addi %1, %c : index
  return %2 : index
}
func.func private @decl(index {llvm.byval = index}, i32, index {llvm.byref = index})
func.func @caller(%x: index, %y: i32) {
  call @decl(%x, %y, %x) : (index, i32, index) -> ()
  return
}
