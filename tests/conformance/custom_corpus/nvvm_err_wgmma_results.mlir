!acc = !llvm.struct<(f16, f16, f16, f16)>
llvm.func @mma(%da: i64, %db: i64, %c: !acc) {
  %r = nvvm.wgmma.mma_async %da, %db, %c, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f16>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !acc -> !acc
  llvm.return
}
