// A key defined twice (in one section and again in a later one): the last
// definition wins; the printer keeps only the blob in use.
{-# dialect_resources: { builtin: { k: "0x0400000001020304", k: "0x0800000005060708" } } #-}
"foo.op"() {r = dense_resource<k> : tensor<4xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      k: "0x02000000AABB"
    }
  }
#-}
