func.func @f() attributes {gpu.known_block_size = array<i64: 1, 2, 3>} {
  return
}
