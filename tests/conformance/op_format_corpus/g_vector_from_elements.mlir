%a0, %a1 = "test.src"() : () -> (f32, i8)
%0 = vector.from_elements %a0, %a0, %a0 : vector<3xf32>
%1 = vector.from_elements %a1, %a1, %a1, %a1 : vector<2x2xi8>
"test.sink"(%0, %1) : (vector<3xf32>, vector<2x2xi8>) -> ()
