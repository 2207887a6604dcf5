llvm.func @extract(%a: vector<16xf32>) -> vector<[4]xf32> {
  %0 = llvm.intr.vector.extract %a[0] : vector<[4]xf32> from vector<16xf32>
  llvm.return %0 : vector<[4]xf32>
}
