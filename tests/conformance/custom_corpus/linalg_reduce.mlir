func.func @red(%a: tensor<4x8xf32>, %r: tensor<4xf32>, %s: tensor<f32>, %m: memref<16x4xi64>, %o: memref<4xi64>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %1 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8xf32>) outs(%s : tensor<f32>) dimensions = [0, 1]
  linalg.reduce { arith.addi } ins(%m : memref<16x4xi64>) outs(%o : memref<4xi64>) dimensions = [0] {tag}
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %e = math.absf %x : f32
      %n = arith.addf %e, %acc : f32
      linalg.yield %n : f32
    }
  return %2 : tensor<4xf32>
}
