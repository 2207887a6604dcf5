%a0, %a1 = "test.src"() : () -> (i32, vector<2xi8>)
%sum, %overflow = arith.addui_extended %a0, %a0 : i32, i1
%low, %high = arith.mulsi_extended %a1, %a1 : vector<2xi8>
%l, %h = arith.mului_extended %a0, %a0 : i32
"test.sink"(%sum, %overflow, %low, %high, %l, %h) : (i32, i1, vector<2xi8>, vector<2xi8>, i32, i32) -> ()
