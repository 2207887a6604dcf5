func.func @fc(%t: tensor<4x4xf32>, %f: f32, %i: i8, %ti: tensor<8xi32>, %a: memref<8xf32>, %b: memref<8xf32>, %d: memref<8xf64>) -> tensor<8xi32> {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = arith.extsi %i : i8 to i32
  %1 = linalg.fill ins(%c : i32) outs(%ti : tensor<8xi32>) -> tensor<8xi32>
  linalg.copy ins(%a : memref<8xf32>) outs(%b : memref<8xf32>)
  linalg.copy ins(%a : memref<8xf32>) outs(%d : memref<8xf64>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%b : memref<8xf32>) outs(%d : memref<8xf64>)
  return %1 : tensor<8xi32>
}
