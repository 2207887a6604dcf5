gpu.module @m {
  gpu.func @k() kernel {
    %s = gpu.dynamic_shared_memory : memref<?xi8>
    gpu.return
  }
}
