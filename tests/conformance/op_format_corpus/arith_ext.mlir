%a = "test.src"() : () -> i8
%b = arith.extsi %a : i8 to i32
%c = arith.extui %a : i8 to i64
%t = "test.src"() : () -> tensor<2xi8>
%d = arith.extsi %t : tensor<2xi8> to tensor<2xi16>
"test.sink"(%b, %c, %d) : (i32, i64, tensor<2xi16>) -> ()
