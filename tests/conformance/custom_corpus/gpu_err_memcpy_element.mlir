func.func @f(%a: memref<4xf32>, %b: memref<4xi32>) {
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}
