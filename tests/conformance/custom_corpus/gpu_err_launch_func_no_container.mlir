module {
  func.func @host(%n: index) {
    gpu.launch_func @k::@f blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
