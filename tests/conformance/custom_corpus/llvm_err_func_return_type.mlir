llvm.func @f(%a: i32) -> i64 {
  llvm.return %a : i32
}
