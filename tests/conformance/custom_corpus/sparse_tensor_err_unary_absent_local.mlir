func.func @f(%a: f64) -> f64 {
  %0 = sparse_tensor.unary %a : f64 to f64
    present = {}
    absent = {
      %z = arith.constant 1.0 : f64
      %w = arith.addf %z, %z : f64
      sparse_tensor.yield %w : f64
    }
  return %0 : f64
}
