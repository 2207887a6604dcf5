func.func private @f(memref<?x4xf32, strided<[4, 1], offset: ?>>, memref<4xi8, 1>) -> memref<*xf32>
