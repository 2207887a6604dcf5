%a = "test.src"() : () -> vector<4x8xf32>
%e = vector.extract_strided_slice %a {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
%i = vector.insert_strided_slice %e, %a {offsets = [2, 0], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
"test.sink"(%i) : (vector<4x8xf32>) -> ()
