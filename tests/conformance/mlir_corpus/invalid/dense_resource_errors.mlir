"foo.op"() {a = dense_resource<k>} : () -> ()
// -----
"foo.op"() {a = dense_resource<k> : i32} : () -> ()
// -----
"foo.op"() {a = dense_resource<3> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<"k" : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource k> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<
k> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource< 3 > : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<k> : !foo.bar} : () -> ()
// -----
"foo.op"() {a = dense_resource<k> : vector<1xi8>, b = dense_resource<k> : memref<?xi8>, c = dense_resource<k> : tensor<*xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<a.b$c> : tensor<1xi8>, b = dense_resource<i32> : tensor<1xi8>, c = dense_resource<true> : tensor<1xi8>, d = dense_resource<__elided__> : tensor<2xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<"a\22b"> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { "a\"b": "0x0100000001" } } #-}
// -----
"foo.op"() {a = dense_resource<k> : tensor<2xcomplex<f32>>, b = dense_resource<k> : tensor<2x!foo.t>} : () -> ()
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" } }, external_resources: { e: { x: "y" } } #-}
"foo.op"() {a = dense_resource<k> : tensor<1xi8>} : () -> ()
// -----
"foo.op"() {a = dense_resource<k> : tensor<1xi8>} : () -> ()
