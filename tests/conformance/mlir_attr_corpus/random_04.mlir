%0 = "test.op"() {x0 = -213970348788 : i48, x1 = @a::@b, x2 = memref<8xf64, strided<[1]>>} : () -> (memref<6xi1, 1>)
%1 = "test.op"() {x0 = dense<[41, -52, 31]> : tensor<3xi32>, x1 = tuple<>, x2 = [dense<[0, 29, -22]> : tensor<3xi64>, tensor<3x?xi16>, [-528981107153, 25253781822 : index]], x3 = "", x4 = 330455.36 : f64, x5 = @a::@b} : () -> (memref<1xf32>) loc(unknown)
%2:2 = "test.op"() {x0 = false} : () -> (vector<2x[2]xi8>, tensor<3x?xi1>)
