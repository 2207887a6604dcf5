%a0, %a1 = "test.src"() : () -> (i32, vector<4xi64>)
%0 = llvm.add %a0, %a0 overflow<nsw> : i32
%1 = llvm.sub %a1, %a1 overflow<nsw, nuw> : vector<4xi64>
%2 = llvm.mul %a0, %a0 : i32
%3 = llvm.shl %a0, %a0 overflow<nuw> : i32
%4 = llvm.trunc %a0 overflow<nsw> : i32 to i8
"test.sink"(%0, %1, %2, %3, %4) : (i32, vector<4xi64>, i32, i32, i8) -> ()
