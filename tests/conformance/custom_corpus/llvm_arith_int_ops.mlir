llvm.func @f(%a: i16, %b: i16) -> i16 {
  %0 = llvm.udiv %a, %b : i16
  %1 = llvm.sdiv %0, %b : i16
  %2 = llvm.urem %1, %b : i16
  %3 = llvm.srem %2, %b : i16
  %4 = llvm.and %3, %a : i16
  %5 = llvm.or %4, %a : i16
  %6 = llvm.xor %5, %a : i16
  %7 = llvm.lshr %6, %b : i16
  %8 = llvm.ashr %7, %b : i16
  llvm.return %8 : i16
}
