func.func @f(%a: memref<4xf32>) {
  linalg.generic [1, 2] outs(%a : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}
