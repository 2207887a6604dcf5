func.func @print(%v: i32) {
  gpu.printf [3] %v : i32
  return
}
