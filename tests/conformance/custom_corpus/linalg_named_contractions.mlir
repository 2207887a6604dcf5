func.func @contract(%m: tensor<4x8xi8>, %v: tensor<8xi8>, %o: tensor<4xi32>, %x: tensor<8xf32>, %y: tensor<8xf32>, %s: tensor<f32>, %bm: tensor<2x4x8xf16>, %bv: tensor<2x8xf16>, %bo: tensor<2x4xf32>, %mt: tensor<8x4xi8>) -> tensor<4xi32> {
  %0 = linalg.matvec ins(%m, %v : tensor<4x8xi8>, tensor<8xi8>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  %1 = linalg.dot ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %2 = linalg.batch_matvec ins(%bm, %bv : tensor<2x4x8xf16>, tensor<2x8xf16>) outs(%bo : tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = linalg.vecmat ins(%v, %mt : tensor<8xi8>, tensor<8x4xi8>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
