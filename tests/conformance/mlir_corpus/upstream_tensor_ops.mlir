func.func @t(%t: tensor<?x4xf32>, %i: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  %g = tensor.generate %d {
  ^bb0(%p: index, %q: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return %e : tensor<4x?xf32>
}
