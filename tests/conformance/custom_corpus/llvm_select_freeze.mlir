llvm.func @f(%c: i1, %a: i32, %b: i32, %vc: vector<2xi1>, %va: vector<2xf32>) -> i32 {
  %0 = llvm.select %c, %a, %b : i1, i32
  %1 = llvm.select %vc, %va, %va {fastmathFlags = #llvm.fastmath<nsz>} : vector<2xi1>, vector<2xf32>
  %2 = llvm.freeze %0 : i32
  llvm.return %2 : i32
}
