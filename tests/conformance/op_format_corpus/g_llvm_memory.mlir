%a0, %a1, %a2 = "test.src"() : () -> (!llvm.ptr, f32, i32)
%0 = llvm.load %a0 : !llvm.ptr -> f32
%1 = llvm.load volatile %a0 {alignment = 4 : i64} : !llvm.ptr -> i32
%2 = llvm.load %a0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
llvm.store %a1, %a0 : f32, !llvm.ptr
llvm.store volatile %a2, %a0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
%3 = llvm.atomicrmw add %a0, %a2 acq_rel : !llvm.ptr, i32
%4 = llvm.atomicrmw volatile xchg %a0, %a2 seq_cst : !llvm.ptr, i32
llvm.fence syncscope("agent") acquire
llvm.fence seq_cst
"test.sink"(%0, %1, %2, %3, %4) : (f32, i32, i32, i32, i32) -> ()
