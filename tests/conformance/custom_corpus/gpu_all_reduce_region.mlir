func.func @custom_body(%f: f32) -> f32 {
  %r = gpu.all_reduce %f {
  ^bb0(%lhs: f32, %rhs: f32):
    %m = arith.maximumf %lhs, %rhs : f32
    gpu.yield %m : f32
  } : (f32) -> f32
  %u = gpu.all_reduce %r uniform {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    cf.cond_br %c, ^lt, ^ge
  ^lt:
    gpu.yield %a : f32
  ^ge:
    gpu.yield %b : f32
  } : (f32) -> f32
  return %u : f32
}
