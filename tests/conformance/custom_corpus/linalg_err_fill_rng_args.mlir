func.func @f(%min: f64, %max: f64, %o: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %r = linalg.fill_rng_2d ins(%min, %max : f64, f64) outs(%o : tensor<16x32xf32>) -> tensor<16x32xf32>
  return %r : tensor<16x32xf32>
}
