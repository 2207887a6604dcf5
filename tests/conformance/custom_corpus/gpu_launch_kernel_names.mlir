func.func @named(%n: index, %shared: i32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             dynamic_shared_memory_size %shared
             module(@my_kernels) function(@first) {
    gpu.terminator
  } {note = "outlined later"}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             function(@second) {
    gpu.terminator
  }
  return
}
