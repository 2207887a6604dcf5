%v = "test.src"() : () -> vector<2x4xf32>
%w = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
%b = vector.bitcast %w : vector<8xf32> to vector<8xi32>
"test.sink"(%b) : (vector<8xi32>) -> ()
