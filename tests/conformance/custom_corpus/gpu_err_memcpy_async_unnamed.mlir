func.func @copy(%dst: memref<4xf32>, %src: memref<4xf32>, %t: !gpu.async.token) {
  gpu.memcpy async [%t] %dst, %src : memref<4xf32>, memref<4xf32>
  return
}
