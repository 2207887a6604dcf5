func.func @f(%a: i32, %b: i32, %f: f32) {
  %0 = llvm.add %a, %b overflow nsw : i32
  return
}
