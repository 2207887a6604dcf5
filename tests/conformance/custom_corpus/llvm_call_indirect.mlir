llvm.func @f(%fp: !llvm.ptr, %a: i32) -> i32 {
  %0 = llvm.call %fp(%a) : !llvm.ptr, (i32) -> i32
  llvm.call %fp() : !llvm.ptr, () -> ()
  llvm.return %0 : i32
}
