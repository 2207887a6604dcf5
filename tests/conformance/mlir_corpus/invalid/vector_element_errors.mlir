// Vector elements must implement VectorElementTypeInterface (checked before
// the dimensions, whose error lists every dimension, scalable ones included);
// memref elements MemRefElementTypeInterface (!ptr.ptr, not !llvm.ptr).
"foo.a"() : () -> vector<1xnone>
// -----
"foo.a"() : () -> vector<2xcomplex<f32>>
// -----
"foo.a"() : () -> vector<2xtensor<2xi32>>
// -----
"foo.a"() : () -> vector<1x!foo.bar>
// -----
"foo.a"() : () -> vector<1x!foo<"a">>
// -----
"foo.a"() : () -> vector<1x!llvm.struct<(i32)>>
// -----
"foo.a"() : () -> vector<0x8xnone>
// -----
"foo.a"() : () -> vector<0x8xi32>
// -----
"foo.a"() : () -> vector<4x[0]x8xi32>
// -----
"foo.a"() : () -> vector<1x2x0xf16>
// -----
"foo.a"() : () -> vector<0xf16
// -----
"foo.a"() : () -> vector<4x0xvector<2xf32>>
// -----
"foo.a"() : () -> memref<4x!llvm.ptr>
// -----
"foo.a"() : () -> memref<*x!foo.t>
