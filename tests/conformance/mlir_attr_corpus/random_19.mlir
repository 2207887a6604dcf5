%0:3 = "test.op"() {x0 = {k0 = ""}} : () -> (i1, i8, tensor<1x?xf32>) loc(fused["a":1:19, "b":2:2])
%1:2 = "test.op"() {x0 = {k0 = -726883062893 : i48}, x1 = dense<[81, 27, 17]> : tensor<3xi64>} : () -> (i1, i1) loc(fused["a":1:19, "b":2:2])
