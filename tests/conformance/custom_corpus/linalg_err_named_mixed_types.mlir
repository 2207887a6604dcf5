func.func @f(%a: memref<4xi32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}
