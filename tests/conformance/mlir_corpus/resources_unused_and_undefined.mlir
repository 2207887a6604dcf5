// Defined but unused blobs are dropped; a handle with no blob prints no entry.
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0100000001",
      used: "0x0100000002"
    }
  }
#-}
"foo.op"() {a = dense_resource<used> : tensor<1xi8>, b = dense_resource<nowhere> : tensor<1xi8>} : () -> ()
