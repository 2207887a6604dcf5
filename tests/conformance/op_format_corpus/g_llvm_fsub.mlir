%a0, %a1 = "test.src"() : () -> (f32, vector<2xf64>)
%0 = llvm.fsub %a0, %a0 : f32
%1 = llvm.fsub %a1, %a1 {fastmathFlags = #llvm.fastmath<fast>} : vector<2xf64>
%2 = llvm.fsub %a0, %a0 {fastmathFlags = #llvm.fastmath<none>} : f32
"test.sink"(%0, %1, %2) : (f32, vector<2xf64>, f32) -> ()
