func.func @contractions(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %za: i32, %zb: i32, %c: memref<4x16xi32>,
    %m1: memref<2x3x4x5xf32>, %m2: memref<6x3x7x5xf32>, %m3: memref<2x6x4x7xf32>,
    %bm1: memref<9x2x3x4x5xf32>, %bm2: memref<9x6x3x7x5xf32>, %bm3: memref<9x2x6x4x7xf32>,
    %qa: memref<2x4x8xi8>, %qb: memref<2x8x16xi8>, %qc: memref<2x4x16xi32>,
    %va: memref<2x8xf32>, %vb: memref<2x8x16xf32>, %vc: memref<2x16xf32>) {
  linalg.quantized_matmul ins(%a, %b, %za, %zb : memref<4x8xi8>, memref<8x16xi8>, i32, i32) outs(%c : memref<4x16xi32>)
  linalg.mmt4d ins(%m1, %m2 : memref<2x3x4x5xf32>, memref<6x3x7x5xf32>) outs(%m3 : memref<2x6x4x7xf32>)
  linalg.batch_mmt4d ins(%bm1, %bm2 : memref<9x2x3x4x5xf32>, memref<9x6x3x7x5xf32>) outs(%bm3 : memref<9x2x6x4x7xf32>)
  linalg.quantized_batch_matmul ins(%qa, %qb, %za, %zb : memref<2x4x8xi8>, memref<2x8x16xi8>, i32, i32) outs(%qc : memref<2x4x16xi32>)
  linalg.batch_vecmat ins(%va, %vb : memref<2x8xf32>, memref<2x8x16xf32>) outs(%vc : memref<2x16xf32>)
  return
}
