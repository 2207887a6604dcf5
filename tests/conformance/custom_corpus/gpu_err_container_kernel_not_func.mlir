module attributes {gpu.container_module} {
  gpu.module @dev {
    memref.global "private" @absent : memref<4xf32>
  }
  func.func @host(%n: index) {
    gpu.launch_func @dev::@absent blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
