// dense_resource accepts any shaped type: tensors (static or dynamic), vectors,
// memrefs; nested in arrays, dictionaries and properties.
{-# dialect_resources: { builtin: { t: "0x0400000001000000", v: "0x0200000001000200", m: "0x0100000001" } } #-}
"foo.op"() {a = dense_resource<t> : tensor<?xi32>, b = dense_resource<v> : vector<2xi16>, c = dense_resource<m> : memref<1xi8>} : () -> ()
"foo.op"() <{p = [dense_resource<m> : tensor<1xi8>]}> {d = {inner = dense_resource<t> : tensor<1xi32>}} : () -> ()
"foo.op"() {e = [dense_resource<t> : tensor<1x1xi32>, dense_resource<nowhere> : tensor<2xf32>]} : () -> ()
