%p, %i = "test.src"() : () -> (!llvm.ptr, i64)
%0 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
%1 = llvm.getelementptr %p[%i, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x i8>, f32)>
%2 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
%3 = llvm.getelementptr nusw|nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
"test.sink"(%0, %1, %2, %3) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
