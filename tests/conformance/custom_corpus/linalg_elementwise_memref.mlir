func.func @buffers(%a: memref<2x3x4xf16>, %b: memref<2x3x4xf16>, %o: memref<2x3x4xf16>, %i: memref<8xi32>, %j: memref<8xi32>, %k: memref<8xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : memref<2x3x4xf16>, memref<2x3x4xf16>) outs(%o : memref<2x3x4xf16>)
  linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%a : memref<2x3x4xf16>) outs(%o : memref<2x3x4xf16>)
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%i, %j : memref<8xi32>, memref<8xi32>) outs(%k : memref<8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%i, %j : memref<8xi32>, memref<8xi32>) outs(%k : memref<8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%a : memref<2x3x4xf16>) outs(%o : memref<2x3x4xf16>) {tag = "sq"}
  return
}
// -----
func.func @transposed(%a: tensor<8x4xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %r = linalg.elementwise kind=#linalg.elementwise_kind<abs> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a : tensor<8x4xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
