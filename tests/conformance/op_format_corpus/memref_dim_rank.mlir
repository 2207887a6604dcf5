%a = "test.src"() : () -> memref<4x?xf32>
%i = "test.src"() : () -> index
%d = memref.dim %a, %i : memref<4x?xf32>
%r = memref.rank %a : memref<4x?xf32>
"test.sink"(%d, %r) : (index, index) -> ()
