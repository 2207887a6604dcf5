llvm.func @f(%p: vector<2x!llvm.ptr>, %i: vector<2xi64>) {
  %0 = llvm.getelementptr %p[%i] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, f32
  llvm.return
}
