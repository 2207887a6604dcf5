func.func @copy(%dst: memref<4xf32>, %src: memref<4xf32>, %t: !gpu.async.token) -> !gpu.async.token {
  %done = gpu.memcpy async [%t] %dst, %src : memref<4xf32>, memref<4xf32>
  %w = gpu.wait async [%done]
  gpu.wait [%w]
  return %w : !gpu.async.token
}
