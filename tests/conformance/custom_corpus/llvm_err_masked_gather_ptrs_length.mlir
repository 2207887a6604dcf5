llvm.func @gather(%p: vector<[4]x!llvm.ptr>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = llvm.intr.masked.gather %p, %m {alignment = 4 : i32} : (vector<[4]x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>
  llvm.return %0 : vector<4xf32>
}
