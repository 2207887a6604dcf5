%a = "test.src"() : () -> vector<4xf32>
%r = vector.fma %a, %a, %a : vector<4xf32>
"test.sink"(%r) : (vector<4xf32>) -> ()
