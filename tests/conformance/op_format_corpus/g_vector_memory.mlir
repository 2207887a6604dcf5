%a0, %a1, %a2, %a3 = "test.src"() : () -> (memref<8x8xf32>, index, vector<4xf32>, vector<4xi1>)
%0 = vector.load %a0[%a1, %a1] : memref<8x8xf32>, vector<4xf32>
vector.store %a2, %a0[%a1, %a1] : memref<8x8xf32>, vector<4xf32>
vector.maskedstore %a0[%a1, %a1], %a3, %a2 : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
%1 = vector.expandload %a0[%a1, %a1], %a3, %a2 : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
vector.compressstore %a0[%a1, %a1], %a3, %a2 : memref<8x8xf32>, vector<4xi1>, vector<4xf32>
"test.sink"(%0, %1) : (vector<4xf32>, vector<4xf32>) -> ()
