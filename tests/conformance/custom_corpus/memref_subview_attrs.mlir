func.func @f(%m: memref<16xf32>) {
  %0 = memref.subview %m[0] [8] [1] {foo.x} : memref<16xf32> to memref<8xf32, strided<[1]>>
  return
}
