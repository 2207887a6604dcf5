func.func @f(%a: memref<4xi32>, %o: memref<4xi32>) {
  linalg.exp ins(%a : memref<4xi32>) outs(%o : memref<4xi32>)
  return
}
