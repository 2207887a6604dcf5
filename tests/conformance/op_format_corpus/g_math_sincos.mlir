%a0, %a1 = "test.src"() : () -> (f32, vector<4xf16>)
%0, %1 = math.sincos %a0 : f32
%2, %3 = math.sincos %a1 fastmath<fast> : vector<4xf16>
"test.sink"(%0, %1, %2, %3) : (f32, f32, vector<4xf16>, vector<4xf16>) -> ()
