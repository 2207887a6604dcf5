func.func @f(%a: f64, %b: f64, %c: f64) -> f64 {
  %0 = sparse_tensor.reduce %a, %b, %c : f64 {
      ^bb0(%x: f64):
        sparse_tensor.yield %x : f64
    }
  return %0 : f64
}
