llvm.func @m(%a: !llvm.ptr, %c: f32) {
  %r = nvvm.mma.sync A[%a] B[%a] C[%c] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (!llvm.ptr, !llvm.ptr, f32) -> f32
  llvm.return
}
