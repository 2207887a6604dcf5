llvm.func @f(%fp: !llvm.ptr, %a: i32) {
  llvm.call %fp(%a) : (i32) -> ()
  llvm.return
}
