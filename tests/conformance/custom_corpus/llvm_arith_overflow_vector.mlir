llvm.func @f(%a: vector<4xi64>) -> vector<4xi64> {
  %0 = llvm.add %a, %a overflow<nuw, nsw> : vector<4xi64>
  %1 = llvm.mul %0, %a : vector<4xi64>
  llvm.return %1 : vector<4xi64>
}
