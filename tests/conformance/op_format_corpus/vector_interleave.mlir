%a = "test.src"() : () -> vector<4xf32>
%i = vector.interleave %a, %a : vector<4xf32> -> vector<8xf32>
%l, %h = vector.deinterleave %i : vector<8xf32> -> vector<4xf32>
"test.sink"(%l, %h) : (vector<4xf32>, vector<4xf32>) -> ()
