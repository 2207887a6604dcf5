!node = !llvm.struct<"node", (i64, ptr, struct<"node">)>
!pair = !llvm.struct< packed ( i8,i32 ) >

llvm.func @shapes(%a: !llvm.array<3 x !llvm.array<2 x i16>>, %b: !llvm.struct<(i1, !llvm.ptr<5>, vector<2xf32>)>, %c: !node, %d: !pair) -> !llvm.array<2 x !pair>

llvm.func @more(%a: !llvm.struct<"tree", (struct<"leaf", (ptr, struct<"tree">)>, i32)>, %b: !llvm.struct<"hidden", opaque>, %c: !llvm.struct<"q\"uote", ()>, %d: !llvm.target<"spirv.Sampler", struct<(i32)>, void, 1, 2>)

llvm.func @types_in_func_types(%f: !llvm.ptr) attributes {sig = !llvm.func<struct<(i8)> (ptr<1>, array<2 x i8>, ...)>, sig2 = !llvm.func<void()>, sig3 = !llvm.func<token (label, metadata)>}
