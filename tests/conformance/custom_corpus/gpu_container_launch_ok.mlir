module attributes {gpu.container_module} {
  gpu.module @dev {
    gpu.func @scale(%buf: memref<8xf32>, %k: f32) kernel {
      gpu.return
    }
    func.func @helper() {
      return
    }
  }
  func.func @host(%n: index, %m: memref<8xf32>, %s: f32) {
    gpu.launch_func @dev::@scale blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<8xf32>, %s : f32)
    return
  }
}
