func.func @f() attributes {gpu.known_block_size = array<i32: 32, 1, 1>, gpu.known_grid_size = array<i32: 8, 2, 1>} {
  return
}
