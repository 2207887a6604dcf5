// Blob spellings: lower-case hex prints upper-case, alignments 1..2^16, an
// empty payload prints alignment 0, and the blob size need not match the type.
{-#
  dialect_resources: {
    builtin: {
      lower: "0x04000000abcdef01",
      a1: "0x01000000FF",
      a2: "0x02000000FFFF",
      a16: "0x10000000FF",
      a64k: "0x00000100FF",
      empty: "0x08000000",
      zero: "0x00000000",
      short: "0x0100000001020304"
    }
  }
#-}
"foo.op"() {a = dense_resource<lower> : tensor<4xi8>, b = dense_resource<a1> : tensor<1xi8>} : () -> ()
"foo.op"() {c = dense_resource<a2> : tensor<1xi16>, d = dense_resource<a16> : tensor<1xi8>, e = dense_resource<a64k> : tensor<1xi8>} : () -> ()
"foo.op"() {f = dense_resource<empty> : tensor<0xi8>, g = dense_resource<zero> : tensor<0xf32>, h = dense_resource<short> : tensor<3xi8>} : () -> ()
