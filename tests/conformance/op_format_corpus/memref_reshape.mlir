%a = "test.src"() : () -> memref<4xf32>
%s = "test.src"() : () -> memref<2xi32>
%b = memref.reshape %a(%s) : (memref<4xf32>, memref<2xi32>) -> memref<?x?xf32>
"test.sink"(%b) : (memref<?x?xf32>) -> ()
