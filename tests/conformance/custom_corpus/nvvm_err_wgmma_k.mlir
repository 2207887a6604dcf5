!acc4 = !llvm.struct<(f32, f32, f32, f32)>
llvm.func @mma(%da: i64, %db: i64, %c: !acc4) {
  %r = nvvm.wgmma.mma_async %da, %db, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<e4m3>, <one>, <row>], B [<e5m2>, <one>, <col>] : !acc4 -> !acc4
  llvm.return
}
