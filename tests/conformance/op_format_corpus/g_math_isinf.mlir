%a0, %a1 = "test.src"() : () -> (f32, vector<4xf16>)
%0 = math.isinf %a0 : f32
%1 = math.isinf %a1 {fastmath = #arith.fastmath<afn>} : vector<4xf16>
"test.sink"(%0, %1) : (i1, vector<4xi1>) -> ()
