func.func @ids(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %0 = gpu.thread_id x
    %1 = gpu.block_id y
    %2 = gpu.block_dim z
    %3 = gpu.grid_dim x
    %4 = gpu.global_id y
    %5 = gpu.lane_id
    %6 = gpu.subgroup_id : index
    %7 = gpu.num_subgroups : index
    %8 = gpu.subgroup_size : index
    scf.for %i = %tx to %sx step %gx {
      %9 = arith.addi %i, %bz : index
    }
    gpu.terminator
  }
  return
}
