%a = "test.src"() : () -> memref<4xf32>
memref.dealloc %a : memref<4xf32>
%b = "test.src"() : () -> memref<*xf32>
memref.dealloc %b : memref<*xf32>
