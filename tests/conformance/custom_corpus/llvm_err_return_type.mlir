llvm.func @f(%a: i64) -> i32 {
  llvm.return %a : i64
}
