%a0 = "test.src"() : () -> (memref<8x8xf32>)
%0 = vector.type_cast %a0 : memref<8x8xf32> to memref<vector<8x8xf32>>
"test.sink"(%0) : (memref<vector<8x8xf32>>) -> ()
