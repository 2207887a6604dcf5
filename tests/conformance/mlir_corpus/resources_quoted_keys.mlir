// Keys as strings: a quoted key that is a valid identifier prints bare.
{-#
  dialect_resources: {
    builtin: {
      "my key": "0x0100000001",
      "k2": "0x0200000002",
      a$b.c_1: "0x0100000003",
      "1st": "0x0100000004",
      "\C3\A9t\C3\A9": "0x0100000005"
    }
  }
#-}
"foo.op"() {a = dense_resource<"my key"> : tensor<1xi8>, b = dense_resource<k2> : tensor<1xi8>, c = dense_resource<"k2"> : tensor<1xi8>} : () -> ()
"foo.op"() {d = dense_resource<"a$b.c_1"> : tensor<1xi8>, e = dense_resource<"1st"> : tensor<1xi8>, f = dense_resource<"été"> : tensor<1xi8>} : () -> ()
