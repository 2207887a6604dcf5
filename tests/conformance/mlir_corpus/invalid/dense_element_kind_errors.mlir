// Dense literal elements of the wrong kind: strings in numeric tensors, bools in
// float tensors, negative unsigned, complex pairs in scalar tensors (extra
// values dropped, as mlir-opt 22).
"foo.op"() {a = dense<["x"]> : tensor<1xi32>} : () -> ()
// -----
"foo.op"() {a = dense<["x"]> : tensor<1xf32>} : () -> ()
// -----
"foo.op"() {a = dense<[1, "x"]> : tensor<2xi1>} : () -> ()
// -----
"foo.op"() {a = dense<["0x01"]> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense<["1"]> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense<[""]> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense<["x", "y"]> : tensor<2xindex>} : () -> ()
// -----
"foo.op"() {a = dense<["x"]> : tensor<1xcomplex<i32>>} : () -> ()
// -----
"foo.op"() {a = dense<[("x", 1)]> : tensor<1xcomplex<i32>>} : () -> ()
// -----
"foo.op"() {a = dense<[1, "x"]> : tensor<2x!foo.t>} : () -> ()
// -----
"foo.op"() {a = dense<["x", 1]> : tensor<2x!foo.t>} : () -> ()
// -----
"foo.op"() {a = dense<["x", "y"]> : tensor<2x!foo.t>} : () -> ()
// -----
"foo.op"() {a = dense<[true, "x"]> : tensor<2xi1>} : () -> ()
// -----
"foo.op"() {a = dense<[1.5, "x"]> : tensor<2xf32>} : () -> ()
// -----
"foo.op"() {a = dense<[1.5]> : tensor<1xi32>} : () -> ()
// -----
"foo.op"() {a = dense<[1]> : tensor<1xf32>} : () -> ()
// -----
"foo.op"() {a = dense<[true]> : tensor<1xf32>} : () -> ()
// -----
"foo.op"() {a = dense<[1.5]> : tensor<1xi1>} : () -> ()
// -----
"foo.op"() {a = dense<[(1, 2)]> : tensor<1xi32>} : () -> ()
// -----
"foo.op"() {a = dense<"x"> : tensor<1xi32>} : () -> ()
// -----
"foo.op"() {a = dense<["x"]> : tensor<1x!foo.t>} : () -> ()
// -----
"foo.op"() {a = dense<[(3, 4)]> : tensor<1xi32>} : () -> ()
// -----
"foo.op"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xi32>} : () -> ()
// -----
"foo.op"() {a = dense<[(1, 2), (3, 4)]> : tensor<2xf32>} : () -> ()
// -----
"foo.op"() {a = dense<(1, 2)> : tensor<2xi32>} : () -> ()
// -----
"foo.op"() {a = dense<[1, (3, 4)]> : tensor<2xi32>} : () -> ()
// -----
"foo.op"() {a = dense<[-1.5]> : tensor<1xui8>} : () -> ()
// -----
"foo.op"() {a = dense<[(1, 2)]> : tensor<1x!foo.t>} : () -> ()
// -----
"foo.op"() {a = dense<[(1, 2)]> : tensor<1xi1>} : () -> ()
