%m = "test.src"() : () -> memref<16xf32>
%i = "test.src"() : () -> index
%k = "test.src"() : () -> vector<4xi1>
%p = "test.src"() : () -> vector<4xf32>
%l = vector.maskedload %m[%i], %k, %p : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
vector.maskedstore %m[%i], %k, %l : memref<16xf32>, vector<4xi1>, vector<4xf32>
