func.func @f(%m: memref<?x?xf32>, %a: index, %b: index, %c: index) {
  %0 = memref.subview %m[%a, %b] [%c, %c] [%a, %b] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
