llvm.func @f(%x: i32) -> i32 {
  %0 = "llvm.not_an_op"(%x) {note = "llvm allows unknown operations"} : (i32) -> i32
  llvm.return %0 : i32
}
