// Shaped types: scalable vector dimensions, memref layout/memory-space lists,
// unranked encodings and element types checked after the closing '>'.
"foo.a"() : () -> vector<[]xf16>
// -----
"foo.a"() : () -> vector<[x]xf16>
// -----
"foo.a"() : () -> vector<[4x]xf16>
// -----
"foo.a"() : () -> vector<[?]xf16>
// -----
"foo.a"() : () -> vector<[4>
// -----
"foo.a"() : () -> vector<[-1]xf16>
// -----
"foo.a"() : () -> vector<[0]xf16>
// -----
"foo.a"() : () -> vector<[4]x[4]xf16>
// -----
"foo.a"() : () -> vector<[0x4]xf16>
// -----
"foo.a"() : () -> memref<4xf32 x>
// -----
"foo.a"() : () -> memref<4xf32, 1 2>
// -----
"foo.a"() : () -> tensor<4xf32, 1 2>
// -----
"foo.a"() : () -> memref<4xf32, affine_map<(d0) -> (d0)> 3>
// -----
"foo.a"() : () -> memref<4x?xf32>
// -----
"foo.a"() : () -> tensor<4x-1xf32>
// -----
"foo.a"() : () -> memref<*xf32 x>
// -----
"foo.a"() : () -> memref<*xf32, 1 2>
// -----
"foo.a"() : () -> tensor<*xf32, 1>
// -----
"foo.a"() : () -> memref<4xf32, strided<[1]>, 1, 2>
// -----
"foo.a"() : () -> memref<4xf32, 1, strided<[1]>>
// -----
"foo.a"() : () -> vector<4xf32 x>
// -----
"foo.a"() : () -> tuple<i32 x>
// -----
"foo.a"() : () -> complex<f32 x>
// -----
"foo.a"() : () -> tensor<4xtensor<i8> x>
// -----
"foo.a"() : () -> memref<4xtensor<i8> x>
// -----
"foo.a"() : () -> tensor<*xtensor<i8> x>
// -----
"foo.a"() : () -> memref<*xtensor<i8> x>
// -----
"foo.a"() : () -> memref<4xf32,>
// -----
"foo.a"() : () -> memref<*xf32,>
// -----
"foo.a"() : () -> tensor<*xf32, 1> loc("x")
// -----
"foo.a"() : () -> tensor<*xf32,> loc("x")
// -----
"foo.a"() : () -> tensor<4xf32,> loc("x")
// -----
"foo.a"() : () -> tensor<4xf32, 1 2> loc("x")
// -----
"foo.a"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>
// -----
"foo.a"() : () -> memref<*xf32, strided<[1]>>
// -----
"foo.a"() : () -> memref<*xf32, 1, 2>
// -----
"foo.a"() : () -> memref<*xf32, 1, affine_map<(d0) -> (d0)>>
// -----
"foo.a"() : () -> memref<*xf32, "x">
// -----
"foo.a"() : () -> memref<4xf32, "x">
// -----
"foo.a"() : () -> memref<4xf32, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>>
// -----
"foo.a"() : () -> memref<4xf32, strided<[1]>, affine_map<(d0) -> (d0)>>
