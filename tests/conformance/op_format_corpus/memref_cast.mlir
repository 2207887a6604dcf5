%a = "test.src"() : () -> memref<4xf32>
%b = memref.cast %a : memref<4xf32> to memref<?xf32>
%c = memref.cast %b : memref<?xf32> to memref<*xf32>
"test.sink"(%c) : (memref<*xf32>) -> ()
