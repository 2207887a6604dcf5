%a0, %a1, %a2 = "test.src"() : () -> (f32, vector<4xf16>, tensor<2xf64>)
%0 = math.log10 %a0 : f32
%1 = math.log10 %a1 fastmath<fast> : vector<4xf16>
%2 = math.log10 %a2 fastmath<nnan,ninf> {tag = 1 : i32} : tensor<2xf64>
"test.sink"(%0, %1, %2) : (f32, vector<4xf16>, tensor<2xf64>) -> ()
