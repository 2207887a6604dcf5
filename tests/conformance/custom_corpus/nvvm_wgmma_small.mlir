!acc4 = !llvm.struct<(f32, f32, f32, f32)>
!acc2i = !llvm.struct<(i32, i32, i32, i32)>
llvm.func @mma(%da: i64, %db: i64, %c: !acc4, %ci: !acc2i) -> !acc4 {
  %r = nvvm.wgmma.mma_async %da, %db, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<bf16>, <one>, <col>], B [<bf16>, <neg>, <row>] : !acc4 -> !acc4
  %s = nvvm.wgmma.mma_async %da, %db, %ci, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, <zero>, <satfinite>], A [<s8>, <one>, <row>], B [<u8>, <one>, <col>] : !acc2i -> !acc2i
  llvm.return %r : !acc4
}
