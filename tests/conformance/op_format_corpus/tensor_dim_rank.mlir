%a = "test.src"() : () -> tensor<4x?xf32>
%i = "test.src"() : () -> index
%d = tensor.dim %a, %i : tensor<4x?xf32>
%r = tensor.rank %a : tensor<4x?xf32>
"test.sink"(%d, %r) : (index, index) -> ()
