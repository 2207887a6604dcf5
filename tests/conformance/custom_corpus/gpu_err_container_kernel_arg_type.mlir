module attributes {gpu.container_module} {
  gpu.module @dev {
    gpu.func @k1(%x: f32, %y: i64) kernel {
      gpu.return
    }
  }
  func.func @host(%n: index, %v: f32) {
    gpu.launch_func @dev::@k1 blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%v : f32, %n : index)
    return
  }
}
