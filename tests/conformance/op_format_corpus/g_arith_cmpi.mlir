%a0, %a1 = "test.src"() : () -> (i32, vector<2xindex>)
%0 = arith.cmpi eq, %a0, %a0 : i32
%1 = arith.cmpi ne, %a0, %a0 : i32
%2 = arith.cmpi slt, %a0, %a0 : i32
%3 = arith.cmpi sle, %a0, %a0 : i32
%4 = arith.cmpi sgt, %a0, %a0 : i32
%5 = arith.cmpi sge, %a0, %a0 : i32
%6 = arith.cmpi ult, %a0, %a0 : i32
%7 = arith.cmpi ule, %a0, %a0 : i32
%8 = arith.cmpi ugt, %a0, %a0 : i32
%9 = arith.cmpi uge, %a0, %a0 : i32
%c = arith.cmpi "ult", %a1, %a1 : vector<2xindex>
"test.sink"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %c) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>) -> ()
