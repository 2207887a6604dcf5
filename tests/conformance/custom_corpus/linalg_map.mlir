func.func @map(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %m: memref<4x4xi32>, %n: memref<4x4xi32>) -> tensor<8xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%c : tensor<8xf32>)
  %1 = linalg.map { arith.negf } ins(%0 : tensor<8xf32>) outs(%c : tensor<8xf32>)
  linalg.map { arith.addi {overflowFlags = #arith.overflow<nsw>} } ins(%m, %n : memref<4x4xi32>, memref<4x4xi32>) outs(%n : memref<4x4xi32>)
  %2 = linalg.map ins(%a : tensor<8xf32>) outs(%c : tensor<8xf32>)
    (%x: f32, %o: f32) {
      %s = arith.mulf %x, %x : f32
      linalg.yield %s : f32
    }
  return %2 : tensor<8xf32>
}
