llvm.func @opaque_target(%p: !llvm.ptr) {
  %value = llvm.load %p : !llvm.ptr -> !llvm.target<"acme.handle", i8>
  llvm.return
}
