llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @v(...)
llvm.func @w(%p: !llvm.ptr, ...) {
  llvm.return
}
