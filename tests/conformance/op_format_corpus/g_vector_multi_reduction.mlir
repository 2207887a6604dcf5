%a0, %a1 = "test.src"() : () -> (vector<4x8xf32>, vector<4xf32>)
%0 = vector.multi_reduction <add>, %a0, %a1 [1] : vector<4x8xf32> to vector<4xf32>
"test.sink"(%0) : (vector<4xf32>) -> ()
