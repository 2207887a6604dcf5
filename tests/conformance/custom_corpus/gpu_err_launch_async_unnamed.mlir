func.func @f(%n: index) {
  gpu.launch async blocks(%a, %b, %c) in (%x = %n, %y = %n, %z = %n) threads(%d, %e, %f) in (%u = %n, %v = %n, %w = %n) {
    gpu.terminator
  }
  return
}
