%v, %w, %s, %m = "test.src"() : () -> (vector<4xf32>, vector<2xf32>, vector<f32>, memref<4xi8>)
%0 = vector.shuffle %v, %w [0, 5, 3, 1, 2] : vector<4xf32>, vector<2xf32>
%1 = vector.shuffle %s, %s [0, 1] : vector<f32>, vector<f32>
%2:4 = vector.to_elements %v : vector<4xf32>
%3 = vector.to_elements %s : vector<f32>
%n = "test.src"() : () -> (vector<2x3xi8>)
%4 = vector.shuffle %n, %n [3, 0, 1] : vector<2x3xi8>, vector<2x3xi8>
%5:6 = vector.to_elements %n : vector<2x3xi8>
%6:2 = memref.distinct_objects %m, %m : memref<4xi8>, memref<4xi8>
"test.sink"(%0, %1, %2#3, %3, %4, %5#5, %6#1) : (vector<5xf32>, vector<2xf32>, f32, f32, vector<3x3xi8>, i8, memref<4xi8>) -> ()
