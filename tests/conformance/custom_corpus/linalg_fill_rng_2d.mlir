func.func @rng(%min: f64, %max: f64, %seed: i32, %o: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %r = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
