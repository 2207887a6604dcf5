llvm.func @subvectors(%a: vector<[4]xf32>, %b: vector<4xf32>) -> vector<[4]xf32> {
  %0 = llvm.intr.vector.insert %b, %a[0] : vector<4xf32> into vector<[4]xf32>
  %1 = llvm.intr.vector.extract %0[0] : vector<4xf32> from vector<[4]xf32>
  %2 = "llvm.intr.vector.interleave2"(%b, %b) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  llvm.return %0 : vector<[4]xf32>
}
