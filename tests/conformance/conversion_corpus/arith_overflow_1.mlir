// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @ov(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nuw> : i32
  %1 = arith.subi %0, %b overflow<nuw> : i32
  %2 = arith.muli %1, %a overflow<nuw> : i32
  %3 = arith.shli %2, %b overflow<nuw> : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
