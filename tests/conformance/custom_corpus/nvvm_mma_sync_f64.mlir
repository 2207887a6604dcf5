llvm.func @m(%a: f64) -> !llvm.struct<(f64, f64)> {
  %r = nvvm.mma.sync A[%a] B[%a] C[%a, %a] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %r : !llvm.struct<(f64, f64)>
}
