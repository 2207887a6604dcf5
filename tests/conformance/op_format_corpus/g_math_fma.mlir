%a0, %a1 = "test.src"() : () -> (f32, vector<4xf16>)
%0 = math.fma %a0, %a0, %a0 : f32
%1 = math.fma %a1, %a1, %a1 fastmath<reassoc> : vector<4xf16>
"test.sink"(%0, %1) : (f32, vector<4xf16>) -> ()
