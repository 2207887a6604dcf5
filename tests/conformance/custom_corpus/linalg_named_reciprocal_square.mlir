// linalg.reciprocal and linalg.square build their bodies from arith ops
// (a constant one divided by the input; the input times itself).
func.func @inverse_squares(%v: tensor<2x3xf64>, %init: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %inv = linalg.reciprocal ins(%v : tensor<2x3xf64>) outs(%init : tensor<2x3xf64>) -> tensor<2x3xf64>
  %sq = linalg.square ins(%inv : tensor<2x3xf64>) outs(%init : tensor<2x3xf64>) -> tensor<2x3xf64>
  return %sq : tensor<2x3xf64>
}

// -----

func.func @on_buffers(%v: memref<8xbf16>, %out: memref<8xbf16>) {
  linalg.square ins(%v : memref<8xbf16>) outs(%out : memref<8xbf16>)
  linalg.reciprocal ins(%out : memref<8xbf16>) outs(%v : memref<8xbf16>)
  return
}
