{-#
// -----
{-#
  key
#-}
// -----
{-# some_key: {} #-}
// -----
{-# dialect_resources: "value" #-}
// -----
{-# dialect_resources: { 10 } #-}
// -----
{-# dialect_resources: { builtin } #-}
// -----
{-# dialect_resources: { builtin: "x" } #-}
// -----
{-# dialect_resources: { builtin: { 10: "0x0100000001" } } #-}
// -----
{-# dialect_resources: { builtin: { k "0x0100000001" } } #-}
// -----
{-# dialect_resources: { builtin: { k: } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" } }
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001", } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" } }, #-}
// -----
#-}
// -----
{-# i32: {} #-}
// -----
{-# dialect_resources: { "builtin": {} } #-}
// -----
{-# external_resources: { "foo": {} } #-}
// -----
{-# external_resources: { foo: { 10: "x" } } #-}
// -----
{-# external_resources: { foo: { k "x" } } #-}
// -----
{-# external_resources: { foo: { k: "x", } } #-}
// -----
{-# external_resources: { foo } #-}
// -----
{-# external_resources: { foo: "x" } #-}
// -----
{-# dialect_resources: {
// -----
{-# dialect_resources: { builtin: {
  k: "0x0100000001"
// -----
{-# external_resources: { foo: { k:
