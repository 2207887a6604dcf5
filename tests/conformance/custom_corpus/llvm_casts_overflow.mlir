llvm.func @f(%a: i64, %b: vector<2xi64>) -> i32 {
  %0 = llvm.trunc %a : i64 to i32
  %1 = llvm.trunc %a overflow<nuw> : i64 to i16
  %2 = llvm.trunc %b overflow<nsw, nuw> : vector<2xi64> to vector<2xi8>
  %3 = llvm.sext %1 : i16 to i32
  %4 = llvm.zext %1 : i16 to i64
  llvm.return %0 : i32
}
