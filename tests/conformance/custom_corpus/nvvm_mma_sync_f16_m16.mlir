!f4 = !llvm.struct<(f32, f32, f32, f32)>
llvm.func @m(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) -> !f4 {
  %r = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !f4
  llvm.return %r : !f4
}
