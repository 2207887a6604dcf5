%a = "test.src"() : () -> memref<4xf32>
%b = "test.src"() : () -> memref<4xf32>
memref.copy %a, %b : memref<4xf32> to memref<4xf32>
