llvm.func @f(%p: !llvm.ptr {llvm.noalias, llvm.nonnull}, %n: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) {
  llvm.return %n : i32
}
llvm.func @g(!llvm.ptr {llvm.readonly}) -> (!llvm.ptr {llvm.noundef})
