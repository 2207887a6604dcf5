memref.global "private" @a : memref<2xf32> = 1.0
