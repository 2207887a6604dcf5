// Blob values are checked where they are defined, used or not.
{-# dialect_resources: { builtin: { k: "0x0400000001020304", j: "0x01" } } #-}
"foo.op"() : () -> ()
// -----
{-# dialect_resources: { builtin: { k: "0x080000000" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0800000g" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0300000001" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0C000000" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0X0100000001" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "hello" } } #-}
// -----
{-# dialect_resources: { builtin: { k: 3 } } #-}
// -----
{-# dialect_resources: { builtin: { k: true } } #-}
// -----
{-# dialect_resources: { builtin: { k: foo } } #-}
// -----
{-# dialect_resources: { builtin: { k: { } } } #-}
// -----
"foo.op"() {a = dense_resource<k> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { k: "0x0100000001" }, builtin: { k: "0x01" } } #-}
// -----
{-# dialect_resources: { test: { k: "str" } } #-}
// -----
{-# dialect_resources: { test: { k: "0x0100" } } #-}
// -----
{-# external_resources: { foo: { k: "0x01" } } #-}
// -----
{-# external_resources: { foo: { k: "0x0500000001" } } #-}
// -----
{-# external_resources: { foo: { k: "0xzz" } } #-}
// -----
{-# external_resources: { foo: { k: 1 } } #-}
// -----
{-# external_resources: { foo: { k: foo } } #-}
// -----
{-# external_resources: { foo: { k: "ok", j: [] } } #-}
