func.func @f(%lane: index, %v: f32) {
  %r = gpu.warp_execute_on_lane_0(%lane)[32] -> (f16) {
    gpu.yield %v : f32
  }
  return
}
