%a0, %a1 = "test.src"() : () -> (i32, vector<4xi8>)
%0 = arith.addi %a0, %a0 : i32
%1 = arith.addi %a0, %a0 overflow<nsw> : i32
%2 = arith.addi %a1, %a1 overflow<nsw, nuw> : vector<4xi8>
%3 = arith.addi %a0, %a0 overflow<nuw> {tag = 2 : i8} : i32
"test.sink"(%0, %1, %2, %3) : (i32, i32, vector<4xi8>, i32) -> ()
