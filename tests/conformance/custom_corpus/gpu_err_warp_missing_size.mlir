func.func @f(%lane: index) {
  gpu.warp_execute_on_lane_0(%lane) {
  }
  return
}
