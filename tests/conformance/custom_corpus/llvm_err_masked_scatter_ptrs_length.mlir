llvm.func @scatter(%p: vector<4x!llvm.ptr>, %m: vector<4xi1>, %v: vector<8xi32>) {
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<8xi32>, vector<4xi1> into vector<4x!llvm.ptr>
  llvm.return
}
