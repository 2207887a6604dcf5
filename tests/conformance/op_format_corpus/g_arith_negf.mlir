%a0, %a1 = "test.src"() : () -> (f32, vector<4xbf16>)
%0 = arith.negf %a0 : f32
%1 = arith.negf %a1 fastmath<nsz> : vector<4xbf16>
"test.sink"(%0, %1) : (f32, vector<4xbf16>) -> ()
