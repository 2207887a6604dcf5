// A value that does not lex: the lexical error, then the entry's own error at
// the same place.
{-# dialect_resources: { builtin: { k: "0x0100000001 } } #-}
// -----
{-# external_resources: { foo: { k: "0x01
// -----
{-# dialect_resources: { builtin: { k: $ } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x01000000\q" } } #-}
// -----
{-# external_resources: { foo: { k: "tab\	x" } } #-}
// -----
{-# dialect_resources: { builtin: { k: "0x0100000001" $ } } #-}
// -----
{-# dialect_resources: { builtin: { "k\z": "0x0100000001" } } #-}
// -----
"foo.op"() {s = "a\q"} : () -> ()
// -----
"foo.op"() {s = "\4"} : () -> ()
// -----
"foo.op"() {s = "ok\41\"\\\n\t"} : () -> ()
// -----
"foo.op"() {s = @"sym\x"} : () -> ()
