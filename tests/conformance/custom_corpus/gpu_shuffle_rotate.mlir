func.func @lanes(%f: f32, %v: vector<4xf32>, %o: i32, %w: i32) {
  %a, %ok_a = gpu.shuffle xor %f, %o, %w : f32
  %b, %ok_b = gpu.shuffle up %f, %o, %w : f32
  %c, %ok_c = gpu.shuffle down %v, %o, %w : vector<4xf32>
  %d, %ok_d = gpu.shuffle idx %f, %o, %w : f32
  %e, %ok_e = gpu.rotate %f, 3, 16 : f32
  %g, %ok_g = gpu.rotate %v, 0, 32 : vector<4xf32>
  return
}
