llvm.func @sincos(%x: vector<2xf32>) {
  %0 = llvm.intr.sincos(%x) : (vector<2xf32>) -> !llvm.struct<(vector<2xf32>, f32)>
  llvm.return
}
