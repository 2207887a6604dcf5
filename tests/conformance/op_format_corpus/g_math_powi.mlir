%a0, %a1, %a2, %a3 = "test.src"() : () -> (f32, i32, vector<2xf64>, vector<2xi64>)
%0 = math.fpowi %a0, %a1 : f32, i32
%1 = math.fpowi %a2, %a3 fastmath<fast> : vector<2xf64>, vector<2xi64>
%2 = math.ipowi %a1, %a1 : i32
%3 = math.ipowi %a3, %a3 : vector<2xi64>
"test.sink"(%0, %1, %2, %3) : (f32, vector<2xf64>, i32, vector<2xi64>) -> ()
