llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>) -> i64 {
  %0 = llvm.ptrtoint %p : !llvm.ptr to i64
  %1 = llvm.inttoptr %0 : i64 to !llvm.ptr
  %2 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %3 = llvm.bitcast %0 : i64 to f64
  llvm.return %0 : i64
}
