%a0, %a1 = "test.src"() : () -> (vector<[4]xf32>, vector<8xf32>)
%0 = vector.scalable.extract %a0[0] : vector<4xf32> from vector<[4]xf32>
%1 = vector.scalable.insert %a1, %a0[0] : vector<8xf32> into vector<[4]xf32>
%2 = vector.vscale
"test.sink"(%0, %1, %2) : (vector<4xf32>, vector<[4]xf32>, index) -> ()
