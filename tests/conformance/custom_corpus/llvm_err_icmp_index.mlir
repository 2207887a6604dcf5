func.func @f(%a: index) {
  %0 = llvm.icmp "eq" %a, %a : index
  return
}
