func.func @clustered(%c2: index, %c8: index, %c128: index) {
  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c2, %ncy = %c2, %ncz = %c2)
             blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c8, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c2, %sz = %c2) {
    %id = gpu.cluster_id x
    %dim = gpu.cluster_dim y
    %blk = gpu.cluster_block_id z
    %sum = arith.addi %cx, %ncz : index
    gpu.terminator
  }
  return
}
