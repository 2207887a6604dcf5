llvm.func @m(%a: i32) -> !llvm.struct<(i32, i32, i32, i32)> {
  %r = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%a, %a, %a, %a] {b1Op = #nvvm.mma_b1op<xor_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return %r : !llvm.struct<(i32, i32, i32, i32)>
}
