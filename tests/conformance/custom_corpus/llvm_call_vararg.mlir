llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%fmt: !llvm.ptr, %a: i32, %b: f64) {
  %0 = llvm.call @printf(%fmt, %a, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  %1 = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}
