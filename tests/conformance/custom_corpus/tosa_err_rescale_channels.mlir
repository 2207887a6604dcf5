func.func @chan(%x: tensor<2x3xi8>, %m: tensor<2xi16>, %s: tensor<3xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi8>) -> tensor<2x3xi8> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<2xi16>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
