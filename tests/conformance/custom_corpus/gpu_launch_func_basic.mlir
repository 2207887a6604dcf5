module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  func.func @host(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@add blocks in (%n, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<?xf32>, %b : memref<?xf32>, %n : index)
    return
  }
}
