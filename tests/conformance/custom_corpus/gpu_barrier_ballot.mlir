func.func @sync(%p: i1, %x: f32) {
  gpu.barrier
  %lane = gpu.lane_id upper_bound 32
  %tid = gpu.thread_id x upper_bound 128
  %w = gpu.block_dim y upper_bound 64
  return
}
