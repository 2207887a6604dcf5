func.func @f(%lane: index, %v: vector<32x2xf32>) {
  %r = gpu.warp_execute_on_lane_0(%lane)[32] -> (vector<1xf32>) {
    gpu.yield %v : vector<32x2xf32>
  }
  return
}
