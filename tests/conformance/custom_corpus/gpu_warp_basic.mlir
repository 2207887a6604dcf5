func.func @distribute(%lane: index, %v: vector<64xf32>) -> vector<2xf32> {
  %r = gpu.warp_execute_on_lane_0(%lane)[32] args(%v : vector<64xf32>) -> (vector<2xf32>) {
  ^bb0(%whole: vector<64xf32>):
    %d = arith.addf %whole, %whole : vector<64xf32>
    gpu.yield %d : vector<64xf32>
  }
  return %r : vector<2xf32>
}
// -----
func.func @no_results(%lane: index, %m: memref<128xf32>) {
  gpu.warp_execute_on_lane_0(%lane)[64] {
    %c0 = arith.constant 0 : index
    %x = memref.load %m[%c0] : memref<128xf32>
  }
  return
}
