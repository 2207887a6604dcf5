%a0 = "test.src"() : () -> (memref<4x8xf32>)
%base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
"test.sink"(%base, %offset) : (memref<f32>, index) -> ()
