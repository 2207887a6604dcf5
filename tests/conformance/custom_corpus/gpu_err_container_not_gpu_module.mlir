module attributes {gpu.container_module} {
  module @plain {
  }
  func.func @host(%n: index) {
    gpu.launch_func @plain::@k blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
