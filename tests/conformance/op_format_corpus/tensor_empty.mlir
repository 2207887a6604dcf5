%n = "test.src"() : () -> index
%a = tensor.empty() : tensor<4xf32>
%b = tensor.empty(%n, %n) : tensor<?x?xi8>
"test.sink"(%a, %b) : (tensor<4xf32>, tensor<?x?xi8>) -> ()
