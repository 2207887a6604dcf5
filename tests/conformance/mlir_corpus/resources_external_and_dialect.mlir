// Both sections: dialect resources print first whatever the input order.
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(canonicalize)",
      disable_threading: true
    }
  },
  dialect_resources: {
    builtin: {
      z: "0x0100000001"
    }
  }
#-}
"foo.op"() {r = dense_resource<z> : tensor<1xi8>} : () -> ()
