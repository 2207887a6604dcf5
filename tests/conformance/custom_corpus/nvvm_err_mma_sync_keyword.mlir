llvm.func @m(%a: f32) {
  %r = nvvm.mma.sync A[%a] C[%a] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (f32, f32, f32) -> f32
  llvm.return
}
