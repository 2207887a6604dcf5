%a0, %a1 = "test.src"() : () -> (f32, vector<2xf64>)
%0 = arith.truncf %a0 : f32 to f16
%1 = arith.truncf %a1 to_nearest_even fastmath<fast> : vector<2xf64> to vector<2xf32>
%2 = arith.extf %a0 fastmath<nnan> : f32 to f64
"test.sink"(%0, %1, %2) : (f16, vector<2xf32>, f64) -> ()
