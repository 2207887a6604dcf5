llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a overflow<wrap> : i32
  llvm.return %0 : i32
}
