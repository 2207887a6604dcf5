llvm.func @insert(%a: vector<8192xf32>, %b: vector<4xf32>) -> vector<8192xf32> {
  %0 = llvm.intr.vector.insert %b, %a[0] : vector<4xf32> into vector<8192xf32>
  llvm.return %0 : vector<8192xf32>
}
