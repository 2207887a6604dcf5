llvm.func @f(%a: i32, %b: i32) {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  llvm.return
}
