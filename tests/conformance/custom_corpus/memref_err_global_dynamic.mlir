memref.global "private" @a : memref<?xf32>
