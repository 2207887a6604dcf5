// Blobs print in order of first use, not of definition.
{-# dialect_resources: { builtin: { b: "0x0100000001", a: "0x0100000002", c: "0x0100000003", d: "0x0100000004" } } #-}
"foo.op"() {x = dense_resource<c> : tensor<1xi8>, y = dense_resource<a> : tensor<1xi8>} : () -> ()
"foo.op"() ({
  "foo.inner"() {z = dense_resource<b> : tensor<1xi8>, w = dense_resource<c> : tensor<1xi8>} : () -> ()
}) : () -> ()
"foo.op"() {v = dense_resource<d> : tensor<1xi8>} : () -> ()
