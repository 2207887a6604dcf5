%a0, %a1 = "test.src"() : () -> (i32, vector<4xi64>)
%0 = llvm.urem %a0, %a0 : i32
%1 = llvm.urem %a1, %a1 : vector<4xi64>
"test.sink"(%0, %1) : (i32, vector<4xi64>) -> ()
