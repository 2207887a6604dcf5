// Named structured ops: <{properties}> convert when the op is created (an
// error at the op), an attribute dictionary is checked where it is written.
func.func @float_strides_as_properties(%in: tensor<2x12x3xf32>, %flt: tensor<3x3x4xf32>, %out: tensor<2x10x4xf32>) -> tensor<2x10x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf <{dilations = dense<1> : vector<1xi64>, strides = dense<1.0> : vector<1xf32>}> ins(%in, %flt : tensor<2x12x3xf32>, tensor<3x3x4xf32>) outs(%out : tensor<2x10x4xf32>) -> tensor<2x10x4xf32>
  return %0 : tensor<2x10x4xf32>
}

// -----

func.func @strides_of_wrong_shape(%in: tensor<2x12x3xf32>, %flt: tensor<3x3x4xf32>, %out: tensor<2x10x4xf32>) -> tensor<2x10x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<3xi64>} ins(%in, %flt : tensor<2x12x3xf32>, tensor<3x3x4xf32>) outs(%out : tensor<2x10x4xf32>) -> tensor<2x10x4xf32>
  return %0 : tensor<2x10x4xf32>
}

// -----

func.func @valid_attributes(%in: tensor<2x12x3xf32>, %flt: tensor<3x3x4xf32>, %out: tensor<2x10x4xf32>) -> tensor<2x10x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%in, %flt : tensor<2x12x3xf32>, tensor<3x3x4xf32>) outs(%out : tensor<2x10x4xf32>) -> tensor<2x10x4xf32>
  return %0 : tensor<2x10x4xf32>
}
