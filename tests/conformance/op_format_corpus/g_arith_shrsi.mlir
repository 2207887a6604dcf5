%a0, %a1 = "test.src"() : () -> (i32, tensor<2xi64>)
%0 = arith.shrsi %a0, %a0 : i32
%1 = arith.shrsi %a1, %a1 : tensor<2xi64>
"test.sink"(%0, %1) : (i32, tensor<2xi64>) -> ()
