{-# dialect_resources: { builtin: { k: "0x01" } } #-}
"foo.a"() : () -> ()
// -----
{-# dialect_resources: { builtin: { k: "0x0800000001" } } #-}
"foo.a"() : () -> ()
