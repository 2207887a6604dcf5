module attributes {gpu.container_module} {
  gpu.module @dev {
    gpu.func @plain_func(%x: f32) {
      gpu.return
    }
  }
  func.func @host(%n: index, %v: f32) {
    gpu.launch_func @dev::@plain_func blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : f32)
    return
  }
}
