llvm.func @callee(i32)
llvm.func @f(%a: i32, %b: i64) {
  llvm.call @callee(%a) ["tag"()] : (i32) -> ()
  llvm.call @callee(%a) ["one"(%a : i32), "two"(%a, %b : i32, i64)] : (i32) -> ()
  llvm.return
}
