llvm.func @v(i32, ...)
llvm.func @f(%a: i32) {
  llvm.call @v(%a, %a) : (i32, i32) -> ()
  llvm.return
}
