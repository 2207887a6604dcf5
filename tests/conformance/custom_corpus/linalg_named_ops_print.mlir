func.func @named(%t: tensor<4x4xf32>, %f: f32, %a: memref<8xf32>, %b: memref<8xf32>) -> tensor<4x4xf32> {
  %0 = "linalg.fill"(%f, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
  "linalg.copy"(%a, %b) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }) {tag} : (memref<8xf32>, memref<8xf32>) -> ()
  return %0 : tensor<4x4xf32>
}
