// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cmpi(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = arith.cmpi eq, %a, %b : index
  %c1 = arith.cmpi ne, %a, %b : index
  %c2 = arith.cmpi slt, %a, %b : index
  %c3 = arith.cmpi sle, %a, %b : index
  %c4 = arith.cmpi sgt, %a, %b : index
  %c5 = arith.cmpi sge, %a, %b : index
  %c6 = arith.cmpi ult, %a, %b : index
  %c7 = arith.cmpi ule, %a, %b : index
  %c8 = arith.cmpi ugt, %a, %b : index
  %c9 = arith.cmpi uge, %a, %b : index
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
