func.func @f(%x: i32) {
  %r = gpu.all_reduce maximumf %x {} : (i32) -> i32
  return
}
