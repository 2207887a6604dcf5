%f = "test.src"() : () -> f32
%v = vector.broadcast %f : f32 to vector<4xf32>
%w = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
"test.sink"(%w) : (vector<2x4xf32>) -> ()
