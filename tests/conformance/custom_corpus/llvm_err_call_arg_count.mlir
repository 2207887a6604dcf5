llvm.func @callee(i32, i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.call @callee(%a) : (i32) -> i32
  llvm.return %0 : i32
}
