"test.op"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<"blob two"> : tensor<2xf32>, c = dense_resource<blob1> : tensor<3xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      "blob two": "0x040000000000803F00000040"
    }
  }
#-}
