%0 = arith.constant 0 : i32
%1 = arith.constant 1.5 : f32
%2 = arith.constant true
%3 = arith.constant dense<[1, 2]> : vector<2xi32>
%4 = arith.constant 7 : index
%5 = arith.constant {tag} -3 : i8
%6 = arith.constant dense<0.0> : tensor<2x2xf16>
"test.sink"(%0, %1, %2, %3, %4, %5, %6) : (i32, f32, i1, vector<2xi32>, index, i8, tensor<2x2xf16>) -> ()
