// File metadata may come after the ops that use it, in several blocks, and be
// empty.
{-# #-}
"foo.op"() {x = dense_resource<late> : tensor<1xi8>} : () -> ()
{-# dialect_resources: {} #-}
"foo.op"() {y = dense_resource<early> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { late: "0x0100000003" } }, external_resources: {} #-}
{-# dialect_resources: { builtin: {} }, dialect_resources: { builtin: { early: "0x0200000004" } } #-}
