func.func @f(%t: !gpu.async.token) {
  %0 = gpu.wait async [%t
  return
}
