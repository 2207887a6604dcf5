%a = "test.src"() : () -> tensor<4xf32>
%b = "test.src"() : () -> tensor<?xf32>
%c = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<?xf32>) -> tensor<?xf32>
"test.sink"(%c) : (tensor<?xf32>) -> ()
