// A named convolution verifies the maps it holds (memoized or its own):
// the input map sums strided dimensions, the filter and output maps are
// projected permutations, every loop has a convolution's role.
#in = affine_map<(n, w, f, kw, c) -> (n, w * 2 + kw, c)>
#flt = affine_map<(n, w, f, kw, c) -> (kw, c, f)>
#out_bad = affine_map<(n, w, f, kw, c) -> (n, w + f, f)>
func.func @output_map_not_permutation(%i: tensor<1x9x3xf32>, %k: tensor<2x3x4xf32>, %o: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = "linalg.conv_1d_nwc_wcf"(%i, %k, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>, linalg.memoized_indexing_maps = [#in, #flt, #out_bad], operandSegmentSizes = array<i32: 2, 1>} : (tensor<1x9x3xf32>, tensor<2x3x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

#in_bad = affine_map<(n, w, f, kw, c) -> (n, w + 3, c)>
#flt = affine_map<(n, w, f, kw, c) -> (kw, c, f)>
#out = affine_map<(n, w, f, kw, c) -> (n, w, f)>
func.func @input_map_product(%i: tensor<1x9x3xf32>, %k: tensor<2x3x4xf32>, %o: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = "linalg.conv_1d_nwc_wcf"(%i, %k, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>, linalg.memoized_indexing_maps = [#in_bad, #flt, #out], operandSegmentSizes = array<i32: 2, 1>} : (tensor<1x9x3xf32>, tensor<2x3x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

#in_sum = affine_map<(n, w, f, kw, c) -> (n, w + kw, c + f)>
#flt = affine_map<(n, w, f, kw, c) -> (kw, c, f)>
#out = affine_map<(n, w, f, kw, c) -> (n, w, f)>
func.func @channel_in_a_sum(%i: tensor<1x9x3xf32>, %k: tensor<2x3x4xf32>, %o: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = "linalg.conv_1d_nwc_wcf"(%i, %k, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>, linalg.memoized_indexing_maps = [#in_sum, #flt, #out], operandSegmentSizes = array<i32: 2, 1>} : (tensor<1x9x3xf32>, tensor<2x3x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}

// -----

func.func @strided_convolution(%i: tensor<1x9x3xf32>, %k: tensor<2x3x4xf32>, %o: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<1x9x3xf32>, tensor<2x3x4xf32>) outs(%o : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}
