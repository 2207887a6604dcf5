module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%v: i32) kernel {
      gpu.return
    }
  }
  func.func @host(%x: i32, %v: i32) {
    gpu.launch_func @k::@f clusters in (%x, %x, %x) blocks in (%x, %x, %x) threads in (%x, %x, %x) : i32 args(%v : i32)
    gpu.launch_func @k::@f blocks in (%x, %x, %x) threads in (%x, %x, %x) : i32 args(%v : i32) {extra}
    return
  }
}
