func.func @f() attributes {gpu.known_grid_size = array<i32: 4, 4>} {
  return
}
