llvm.func @f(%p: !llvm.ptr, %a: i32, %b: i32) {
  %0 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw xchg %p, %a seq_cst : !llvm.ptr, i32
  %2 = llvm.atomicrmw volatile umax %p, %a acq_rel {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
