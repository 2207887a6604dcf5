llvm.func fastcc @callee(i32) -> i32
llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.call fastcc @callee(%a) : (i32) -> i32
  %1 = llvm.call fastcc tail @callee(%0) : (i32) -> i32
  %2 = llvm.call fastcc musttail @callee(%1) : (i32) -> i32
  %3 = llvm.call fastcc notail @callee(%2) : (i32) -> i32
  llvm.return %3 : i32
}
