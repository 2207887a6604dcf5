func.func @f(%n: index, %m: i32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %m, %gy = %n, %gz = %n) threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
