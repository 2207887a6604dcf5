llvm.func @f(%a: i32) {
  %0 = llvm.icmp "lt" %a, %a : i32
  llvm.return
}
