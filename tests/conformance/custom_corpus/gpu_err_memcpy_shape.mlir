func.func @f(%a: memref<4xf32>, %b: memref<8xf32>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<8xf32>
  return
}
