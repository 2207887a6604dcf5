%a = "test.src"() : () -> tensor<4xf32>
%s = "test.src"() : () -> tensor<2xi64>
%b = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<2xi64>) -> tensor<?x?xf32>
"test.sink"(%b) : (tensor<?x?xf32>) -> ()
