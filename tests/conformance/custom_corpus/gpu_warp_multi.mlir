func.func @several(%lane: index, %a: vector<32x4xf32>, %s: f32, %i: index) -> (vector<1x4xf32>, f32, vector<8x2xi32>) {
  %r:3 = gpu.warp_execute_on_lane_0(%lane)[32] args(%a, %s : vector<32x4xf32>, f32) -> (vector<1x4xf32>, f32, vector<8x2xi32>) {
  ^bb0(%x: vector<32x4xf32>, %y: f32):
    %z = arith.constant dense<1> : vector<32x16xi32>
    gpu.yield %x, %y, %z : vector<32x4xf32>, f32, vector<32x16xi32>
  } {marker}
  return %r#0, %r#1, %r#2 : vector<1x4xf32>, f32, vector<8x2xi32>
}
