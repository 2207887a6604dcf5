func.func @into_tensor(%src: tensor<4x?xf32>, %dst: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %r = bufferization.materialize_in_destination %src in %dst : (tensor<4x?xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

func.func @into_buffer(%src: tensor<4x8xf32>, %dst: memref<4x8xf32>) {
  bufferization.materialize_in_destination %src in restrict writable %dst : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
  return
}

// -----

func.func @not_writable(%src: tensor<2xi8>, %dst: memref<2xi8>) {
  bufferization.materialize_in_destination %src in %dst : (tensor<2xi8>, memref<2xi8>) -> ()
  return
}

// -----

func.func @sizes(%src: tensor<2x3xi8>, %dst: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %r = bufferization.materialize_in_destination %src in %dst : (tensor<2x3xi8>, tensor<2x4xi8>) -> tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}
