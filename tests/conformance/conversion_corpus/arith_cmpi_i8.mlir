// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cmpi(%a: i8, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = arith.cmpi eq, %a, %b : i8
  %c1 = arith.cmpi ne, %a, %b : i8
  %c2 = arith.cmpi slt, %a, %b : i8
  %c3 = arith.cmpi sle, %a, %b : i8
  %c4 = arith.cmpi sgt, %a, %b : i8
  %c5 = arith.cmpi sge, %a, %b : i8
  %c6 = arith.cmpi ult, %a, %b : i8
  %c7 = arith.cmpi ule, %a, %b : i8
  %c8 = arith.cmpi ugt, %a, %b : i8
  %c9 = arith.cmpi uge, %a, %b : i8
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
