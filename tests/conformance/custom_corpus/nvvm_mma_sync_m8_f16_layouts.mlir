!h4 = !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
llvm.func @m(%a: vector<2xf16>, %c: vector<2xf16>) -> !h4 {
  %r = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !h4
  llvm.return %r : !h4
}
