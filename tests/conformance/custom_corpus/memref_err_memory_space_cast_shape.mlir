func.func @a(%m: memref<4xf32, 1>) {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<8xf32>
  return
}
