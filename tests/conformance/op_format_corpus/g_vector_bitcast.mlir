%a0, %a1 = "test.src"() : () -> (vector<4xf32>, vector<2x4xi8>)
%0 = vector.bitcast %a0 : vector<4xf32> to vector<8xf16>
%1 = vector.bitcast %a1 : vector<2x4xi8> to vector<2x1xi32>
"test.sink"(%0, %1) : (vector<8xf16>, vector<2x1xi32>) -> ()
