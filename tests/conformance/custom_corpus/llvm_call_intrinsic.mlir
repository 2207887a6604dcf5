llvm.func @f(%a: f32, %b: i32) -> f32 {
  %0 = llvm.call_intrinsic "llvm.fabs.f32"(%a) : (f32) -> f32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %1 = llvm.call_intrinsic "llvm.copysign.f32"(%a, %0) {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
  llvm.call_intrinsic "llvm.assume"(%b) ["align"(%b : i32)] : (i32) -> ()
  llvm.return %0 : f32
}
