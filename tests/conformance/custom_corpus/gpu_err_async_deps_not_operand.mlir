module attributes {gpu.container_module} {
  func.func @host(%n: index) {
    gpu.launch_func [@dev] blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
