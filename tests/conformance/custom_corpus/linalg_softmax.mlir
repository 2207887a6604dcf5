// linalg.softmax: its verifier (compatible output shape, dimension in range)
// and its destination operand.
func.func @rows(%logits: tensor<3x?xf16>, %probs: tensor<3x16xf16>) -> tensor<3x16xf16> {
  %out = linalg.softmax dimension(1) ins(%logits : tensor<3x?xf16>) outs(%probs : tensor<3x16xf16>) -> tensor<3x16xf16>
  return %out : tensor<3x16xf16>
}

// -----

func.func @in_place(%src: memref<5x7xf32>, %dst: memref<5x7xf32>) {
  linalg.softmax dimension(0) ins(%src : memref<5x7xf32>) outs(%dst : memref<5x7xf32>)
  return
}

// -----

func.func @shape_clash(%logits: tensor<3x5xf32>, %probs: tensor<3x6xf32>) -> tensor<3x6xf32> {
  %out = linalg.softmax dimension(0) ins(%logits : tensor<3x5xf32>) outs(%probs : tensor<3x6xf32>) -> tensor<3x6xf32>
  return %out : tensor<3x6xf32>
}

// -----

func.func @past_rank(%logits: tensor<3x5xf32>, %probs: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %out = linalg.softmax dimension(2) ins(%logits : tensor<3x5xf32>) outs(%probs : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %out : tensor<3x5xf32>
}
