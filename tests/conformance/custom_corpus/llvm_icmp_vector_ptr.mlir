llvm.func @f(%a: vector<4xi8>, %p: !llvm.ptr, %q: !llvm.ptr) -> vector<4xi1> {
  %0 = llvm.icmp "ult" %a, %a : vector<4xi8>
  %1 = llvm.icmp "eq" %p, %q : !llvm.ptr
  %2 = llvm.icmp "ne" %a, %a {tag = "x"} : vector<4xi8>
  llvm.return %0 : vector<4xi1>
}
