func.func @f(%a: i32, %b: i32, %f: f32) {
  %0 = llvm.trunc %a : i32 i8
  return
}
