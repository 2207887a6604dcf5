// Uses count only where the builtin printer prints dense_resource: inlined
// aliases and arrays do, opaque dialect attributes and types do not.
#unused = dense_resource<u> : tensor<1xi8>
#used = dense_resource<k> : tensor<1xi8>
#arr = [dense_resource<j> : tensor<1xi8>]
"foo.op"() {a = #used, b = #foo.x<dense_resource<o> : tensor<1xi8>>, c = #arr, d = !foo.t<dense_resource<p>>} : () -> ()
{-# dialect_resources: { builtin: { u: "0x0100000001", k: "0x0100000002", j: "0x0100000003", o: "0x0100000004", p: "0x0100000005" } } #-}
