func.func @sub(%m: memref<8x16xf32>, %o: index, %s: index, %t: tensor<8x16xf32>) {
  %0 = memref.subview %m[%o, 4] [2, %s] [1, 1] : memref<8x16xf32> to memref<2x?xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %2 = tensor.extract_slice %t[%o, 0] [4, %s] [1, 2] : tensor<8x16xf32> to tensor<4x?xf32>
  %3 = tensor.insert_slice %2 into %t[%o, 0] [4, %s] [1, 2] : tensor<4x?xf32> into tensor<8x16xf32>
  %4 = memref.reinterpret_cast %m to offset: [%o], sizes: [4, %s], strides: [%s, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %5 = memref.subview %m[0, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1]>>
  %6 = tensor.extract_slice %t[0, 0] [1, 16] [1, 1] : tensor<8x16xf32> to tensor<16xf32>
  return
}
