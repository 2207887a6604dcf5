llvm.func @f(%a: f32, %b: i32, %p: !llvm.ptr, %n: i64) -> f32 {
  %0 = llvm.intr.fabs(%a) : (f32) -> f32
  %1 = llvm.intr.fma(%a, %a, %0) : (f32, f32, f32) -> f32
  %2 = llvm.intr.ctpop(%b) : (i32) -> i32
  %3 = "llvm.intr.ctlz"(%b) <{is_zero_poison = false}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %4 = llvm.intr.smax(%b, %b) : (i32, i32) -> i32
  llvm.return %1 : f32
}
