%a = "test.src"() : () -> tensor<4xf32>
%b = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
%c = tensor.bitcast %a : tensor<4xf32> to tensor<4xi32>
"test.sink"(%b, %c) : (tensor<?xf32>, tensor<4xi32>) -> ()
