%0:4 = "foo.a"() : () -> (tensor<2x?xf32>, memref<4xi8>, vector<[4]xf16>, !foo.custom<"x">)
"foo.b"(%0#0, %0#1, %0#2, %0#3) : (tensor<2x?xf32>, memref<4xi8>, vector<[4]xf16>, !foo.custom<"x">) -> ()
