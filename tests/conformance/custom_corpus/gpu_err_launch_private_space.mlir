func.func @f(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) private(%p : memref<4xf32, #gpu.address_space<global>>) {
    gpu.terminator
  }
  return
}
