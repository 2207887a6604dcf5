// RUN: --convert-arith-to-llvm
// RUN: --convert-arith-to-llvm --convert-func-to-llvm
// RUN: --convert-func-to-llvm --convert-arith-to-llvm --reconcile-unrealized-casts

func.func @cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c0 = arith.cmpi eq, %a, %b : i32
  %c1 = arith.cmpi ne, %a, %b : i32
  %c2 = arith.cmpi slt, %a, %b : i32
  %c3 = arith.cmpi sle, %a, %b : i32
  %c4 = arith.cmpi sgt, %a, %b : i32
  %c5 = arith.cmpi sge, %a, %b : i32
  %c6 = arith.cmpi ult, %a, %b : i32
  %c7 = arith.cmpi ule, %a, %b : i32
  %c8 = arith.cmpi ugt, %a, %b : i32
  %c9 = arith.cmpi uge, %a, %b : i32
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
