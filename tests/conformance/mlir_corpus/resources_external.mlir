// External resources: every entry is kept (duplicates too), groups merge by
// name in order of first appearance, empty groups vanish; values are booleans,
// blobs (re-printed upper-case) or strings (re-escaped).
{-#
  external_resources: {
    foo: {
      k: "a",
      k: "b",
      flag: true,
      "q k": false,
      blob: "0x04000000aabbccdd",
      emptyblob: "0x10000000",
      text: "a\"b\n\\\09\t",
      upper: "0X01",
      "": "empty key",
      a.b: "dotted",
      "1a": "digit"
    },
    empty: {},
    bar: {
      z: true
    }
  }
#-}
{-# external_resources: { foo: { k: "c" }, baz: { "\C3\A9": "utf8 key" } } #-}
"foo.op"() : () -> ()
