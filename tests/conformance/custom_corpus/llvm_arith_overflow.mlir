llvm.func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %0, %b overflow<nsw> : i32
  %2 = llvm.mul %1, %a overflow<nuw> : i32
  %3 = llvm.shl %2, %b overflow<nsw, nuw> : i32
  llvm.return %3 : i32
}
