module attributes {gpu.container_module} {
  gpu.module @dev {
  }
  func.func @host(%n: index) {
    gpu.launch_func @dev::@absent blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
