module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @noop() kernel {
      gpu.return
    }
  }
  func.func @host(%n: index, %smem: i32) {
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @k::@noop blocks in (%n, %n, %n) threads in (%n, %n, %n) dynamic_shared_memory_size %smem
    %t2 = gpu.launch_func async @k::@noop blocks in (%n, %n, %n) threads in (%n, %n, %n)
    gpu.wait [%t1, %t2]
    return
  }
}
