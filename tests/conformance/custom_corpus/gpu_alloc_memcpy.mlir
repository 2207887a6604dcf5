func.func @transfers(%n: index, %host: memref<?xf32>) {
  %t0 = gpu.wait async
  %dev, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
  %t2 = gpu.memcpy async [%t1] %dev, %host : memref<?xf32>, memref<?xf32>
  %cst = arith.constant 0.0 : f32
  %t3 = gpu.memset async [%t2] %dev, %cst : memref<?xf32>, f32
  %t4 = gpu.dealloc async [%t3] %dev : memref<?xf32>
  %shared = gpu.alloc host_shared () : memref<8x8xi32>
  %both = gpu.alloc (%n, %n) : memref<?x?xf16>
  gpu.memcpy %both, %both : memref<?x?xf16>, memref<?x?xf16>
  gpu.dealloc %shared : memref<8x8xi32>
  gpu.wait [%t4]
  return
}
