// expected-error@+2 {{expected identifier key in file metadata dictionary}}
{-#
#-}
// -----
// expected-error@+1 {{unknown key 'some_key' in file metadata dictionary}}
{-# some_key: {} #-}
// -----
// expected-error@+3 {{expected hex string blob for key 'k' to encode alignment in first 4 bytes}}
{-#
  dialect_resources: {
    builtin: { k: "0x01" }
  }
#-}
// -----
// expected-error@+1 {{dialect 'foo' is unknown}}
{-# dialect_resources: { foo: {} } #-}
// -----
// expected-error@+1 {{unexpected 'resource' section for dialect 'func'}}
{-# dialect_resources: { func: { k: "0x0100000001" } } #-}
// -----
// expected-error@+1 {{non-power-of-2 value: 6}}
{-# external_resources: { e: { k: "0x0600000001" } } #-}
// -----
// expected-error@+1 {{expected '"' in string literal}}
{-# dialect_resources: { builtin: { k: "0x01 } } #-}
// -----
// expected-error@+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {a = dense_resource<k> : i32} : () -> ()
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" } } #-}
"foo.op"() {a = dense_resource<k> : tensor<1xi8>} : () -> ()
