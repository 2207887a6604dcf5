func.func @a(%m: memref<4xf32, 1>, %n: memref<*xf32>, %s: memref<?x4xi8, strided<[8, 1]>, 3>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %n : memref<*xf32> to memref<*xf32, 2>
  %2 = memref.memory_space_cast %s : memref<?x4xi8, strided<[8, 1]>, 3> to memref<?x4xi8, strided<[8, 1]>, #gpu.address_space<workgroup>>
  return
}
