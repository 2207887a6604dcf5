func.func @f(%a: f32, %b: f64) -> f64 {
  %0 = sparse_tensor.binary %a, %b : f32, f64 to f64
    overlap = {}
    left = identity
    right = {}
  return %0 : f64
}
