%a0, %a1, %a2, %a3 = "test.src"() : () -> (vector<4xf32>, i32, f32, i1)
%0 = llvm.extractelement %a0[%a1 : i32] : vector<4xf32>
%1 = llvm.insertelement %a2, %a0[%a1 : i32] : vector<4xf32>
%2 = llvm.select %a3, %a2, %a2 : i1, f32
"test.sink"(%0, %1, %2) : (f32, vector<4xf32>, f32) -> ()
