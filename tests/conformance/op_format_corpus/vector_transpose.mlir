%a = "test.src"() : () -> vector<2x3xf32>
%t = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
"test.sink"(%t) : (vector<3x2xf32>) -> ()
