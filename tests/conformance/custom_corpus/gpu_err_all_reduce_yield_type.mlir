func.func @f(%x: f32) {
  %r = gpu.all_reduce %x {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 1 : i32
    gpu.yield %c : i32
  } : (f32) -> f32
  return
}
