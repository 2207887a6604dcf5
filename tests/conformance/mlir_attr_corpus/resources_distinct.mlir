"test.op"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<"x y"> : tensor<1xi8>, c = array<f32: 1.5, 2.0>, d = distinct[5]<>, e = distinct[7]<[1]>, f = distinct[5]<>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000",
      "x y": "0x0100000005"
    }
  }
#-}
