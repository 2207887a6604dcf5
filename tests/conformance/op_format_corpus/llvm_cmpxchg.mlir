%p, %c, %v, %q = "test.src"() : () -> (!llvm.ptr, i32, i32, !llvm.ptr)
%0 = llvm.cmpxchg %p, %c, %v acq_rel monotonic : !llvm.ptr, i32
%1 = llvm.cmpxchg weak volatile %p, %c, %v syncscope("agent") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
%2 = llvm.cmpxchg %p, %q, %q acquire acquire : !llvm.ptr, !llvm.ptr
"test.sink"(%0, %1, %2) : (!llvm.struct<(i32, i1)>, !llvm.struct<(i32, i1)>, !llvm.struct<(ptr, i1)>) -> ()
