%a0, %a1 = "test.src"() : () -> (f32, vector<4xf16>)
%0 = math.clampf %a0 to [%a0, %a0] : f32
%1 = math.clampf %a1 to [%a1, %a1] fastmath<nnan> : vector<4xf16>
"test.sink"(%0, %1) : (f32, vector<4xf16>) -> ()
