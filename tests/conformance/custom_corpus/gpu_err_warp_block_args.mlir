func.func @f(%lane: index, %v: vector<32xf32>) {
  gpu.warp_execute_on_lane_0(%lane)[32] args(%v : vector<32xf32>) {
    %c = arith.constant 0 : index
  }
  return
}
