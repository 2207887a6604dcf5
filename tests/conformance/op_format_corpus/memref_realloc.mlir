%a = "test.src"() : () -> memref<4xf32>
%n = "test.src"() : () -> index
%b = memref.realloc %a : memref<4xf32> to memref<8xf32>
%c = memref.realloc %b(%n) : memref<8xf32> to memref<?xf32>
"test.sink"(%c) : (memref<?xf32>) -> ()
