!acc = !llvm.struct<(f32, f32, f16, f32)>
llvm.func @mma(%da: i64, %db: i64, %c: !acc) {
  %r = nvvm.wgmma.mma_async %da, %db, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !acc -> !acc
  llvm.return
}
