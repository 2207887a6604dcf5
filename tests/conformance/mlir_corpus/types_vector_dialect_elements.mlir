// Vectors of dialect types implementing VectorElementTypeInterface.
"foo.a"() : () -> vector<1x!llvm.ptr>
"foo.b"() : () -> vector<[4]x!llvm.ptr<3>>
"foo.c"() : () -> vector<2x2x!ptr.ptr<#ptr.generic_space>>
"foo.d"() : () -> vector<!llvm.ptr>
"foo.e"() : () -> (vector<8xindex>, vector<2xf8E4M3FN>)
// Memrefs of !ptr.ptr (MemRefElementTypeInterface); tensors of any type.
"foo.f"() : () -> (memref<4x!ptr.ptr<#ptr.generic_space>>, memref<*x!ptr.ptr<#ptr.generic_space>>)
"foo.g"() : () -> tensor<4x!llvm.ptr>
