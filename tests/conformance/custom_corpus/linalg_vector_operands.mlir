// To a LinalgOp a vector operand is a scalar: the body sees the vector itself
func.func @fill_vector(%v: vector<2x4xf32>) -> tensor<3xvector<2x4xf32>> {
  %e = tensor.empty() : tensor<3xvector<2x4xf32>>
  %r = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
  return %r : tensor<3xvector<2x4xf32>>
}

func.func @generic_vector(%v: vector<2xf32>, %t: tensor<4xvector<2xf32>>) -> tensor<4xvector<2xf32>> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v : vector<2xf32>) outs(%t : tensor<4xvector<2xf32>>) {
  ^bb0(%a: vector<2xf32>, %b: vector<2xf32>):
    %s = arith.addf %a, %b : vector<2xf32>
    linalg.yield %s : vector<2xf32>
  } -> tensor<4xvector<2xf32>>
  return %r : tensor<4xvector<2xf32>>
}

// -----

func.func @vector_rank_is_zero(%v: vector<2xf32>, %t: tensor<4xvector<2xf32>>) -> tensor<4xvector<2xf32>> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v : vector<2xf32>) outs(%t : tensor<4xvector<2xf32>>) {
  ^bb0(%a: vector<2xf32>, %b: vector<2xf32>):
    linalg.yield %a : vector<2xf32>
  } -> tensor<4xvector<2xf32>>
  return %r : tensor<4xvector<2xf32>>
}
