func.func @unary(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  linalg.log ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.floor ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.negf ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.reciprocal ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.round ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.square ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.erf ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.div ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.min ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.powf ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  return
}
