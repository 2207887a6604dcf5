func.func @f(%a: tensor<8xf32>, %c: tensor<8xf32>) {
  %0 = linalg.map ins(%a : tensor<8xf32>) outs(%c : tensor<8xf32>)
    (%x: i32, %o: f32) {
      linalg.yield %o : f32
    }
  return
}
