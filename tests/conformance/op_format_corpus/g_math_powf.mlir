%a0, %a1 = "test.src"() : () -> (f32, vector<2xf64>)
%0 = math.powf %a0, %a0 : f32
%1 = math.powf %a1, %a1 fastmath<contract> : vector<2xf64>
"test.sink"(%0, %1) : (f32, vector<2xf64>) -> ()
