llvm.func @f(%a: i32, %b: f32) -> f64 {
  %0 = llvm.sitofp %a : i32 to f32
  %1 = llvm.uitofp %a : i32 to f64
  %2 = llvm.fptosi %b : f32 to i32
  %3 = llvm.fptoui %b : f32 to i64
  %4 = llvm.fpext %b : f32 to f64
  %5 = llvm.fptrunc %4 : f64 to f16
  llvm.return %1 : f64
}
