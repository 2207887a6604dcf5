%0:8 = "test.op"() : () -> (tensor<f32>, tensor<4xf32>, tensor<?xf32>, tensor<4x?x8xi32>, tensor<*xf32>, tensor<0xi8>, tensor<1x0x3xf64>, tensor<?x?xcomplex<f32>>)
"test.op"() {a = tensor<4xf32, "enc">, b = tensor<4xf32, #foo.enc<x>>, c = tensor<2x2xi32, {sparse = true}>, d = tensor<4x!foo.t>, e = tensor<*xvector<4xf32>>, f = tensor<3xcomplex<i32>>} : () -> ()
