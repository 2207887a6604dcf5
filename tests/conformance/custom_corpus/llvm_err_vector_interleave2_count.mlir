llvm.func @interleave(%a: vector<[4]xi8>) -> vector<8xi8> {
  %0 = "llvm.intr.vector.interleave2"(%a, %a) : (vector<[4]xi8>, vector<[4]xi8>) -> vector<8xi8>
  llvm.return %0 : vector<8xi8>
}
