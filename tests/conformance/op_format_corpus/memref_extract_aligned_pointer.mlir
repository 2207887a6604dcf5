%a = "test.src"() : () -> memref<4xf32>
%p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
"test.sink"(%p) : (index) -> ()
