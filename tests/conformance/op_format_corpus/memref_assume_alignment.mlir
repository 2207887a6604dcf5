%a = "test.src"() : () -> memref<4xf32>
%b = memref.assume_alignment %a, 16 : memref<4xf32>
"test.sink"(%b) : (memref<4xf32>) -> ()
