// dense_resource inside fused-location metadata: it counts as a use only where
// locations are printed (debug info), in the order the text shows it.
{-# dialect_resources: { builtin: { a: "0x01000000FF", b: "0x01000000EE", c: "0x01000000DD" } } #-}
"foo.op"() : () -> () loc(fused<dense_resource<b> : tensor<1xi8>>["x"])
"foo.op"() {a = dense_resource<a> : tensor<1xi8>} : () -> ()
"foo.op"() ({
^bb0(%x : i32 loc(fused<dense_resource<c> : tensor<1xi8>>["y"])):
  "foo.op"() {a = dense_resource<a> : tensor<1xi8>} : () -> ()
}) : () -> ()
