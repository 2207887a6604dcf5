%a = "test.src"() : () -> memref<4xf32, 1>
%b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
"test.sink"(%b) : (memref<4xf32>) -> ()
