func.func @whole(%m: memref<?x?xf32>, %r: index, %c: index) -> memref<?x?xf32, strided<[?, 1]>> {
  %v = memref.subview %m[0, 0] [%r, %c] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return %v : memref<?x?xf32, strided<[?, 1]>>
}

func.func @row(%m: memref<5x?x8xi16>, %c: index) -> memref<?x8xi16, strided<[8, 1]>> {
  %v = memref.subview %m[0, 0, 0] [1, %c, 8] [1, 1, 1] : memref<5x?x8xi16> to memref<?x8xi16, strided<[8, 1]>>
  return %v : memref<?x8xi16, strided<[8, 1]>>
}
