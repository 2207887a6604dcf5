%a0, %a1 = "test.src"() : () -> (f32, vector<4xf16>)
%0 = arith.addf %a0, %a0 : f32
%1 = arith.addf %a1, %a1 fastmath<fast> : vector<4xf16>
%2 = arith.addf %a0, %a0 fastmath<none> : f32
"test.sink"(%0, %1, %2) : (f32, vector<4xf16>, f32) -> ()
