func.func @chain(%n: index) {
  %t0 = gpu.wait async
  %t1 = gpu.launch async [%t0] blocks(%a, %b, %c) in (%x = %n, %y = %n, %z = %n)
      threads(%d, %e, %f) in (%u = %n, %v = %n, %w = %n) {
    gpu.terminator
  }
  %t2 = gpu.launch async blocks(%a, %b, %c) in (%x = %n, %y = %n, %z = %n)
      threads(%d, %e, %f) in (%u = %n, %v = %n, %w = %n) {
    gpu.terminator
  }
  gpu.wait [%t1, %t2]
  return
}
// -----
func.func @no_deps_async(%n: index) -> !gpu.async.token {
  %t = gpu.launch async [] blocks(%a, %b, %c) in (%x = %n, %y = %n, %z = %n)
      threads(%d, %e, %f) in (%u = %n, %v = %n, %w = %n) {
    gpu.terminator
  }
  return %t : !gpu.async.token
}
