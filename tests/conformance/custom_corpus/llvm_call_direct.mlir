llvm.func @callee(i32, f32) -> i64
llvm.func @nothing()
llvm.func @f(%a: i32, %b: f32) -> i64 {
  %0 = llvm.call @callee(%a, %b) : (i32, f32) -> i64
  llvm.call @nothing() : () -> ()
  llvm.return %0 : i64
}
