!acc = !llvm.struct<(i32, i32, i32, i32)>
llvm.func @mma(%da: i64, %db: i64, %c: !acc) {
  %r = nvvm.wgmma.mma_async %da, %db, %c, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, <one>], A [<s8>, <neg>, <row>], B [<s8>, <one>, <col>] : !acc -> !acc
  llvm.return
}
