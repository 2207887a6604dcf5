func.func @unit_stride(%m: memref<?xf32, strided<[1]>, 2>, %n: index) -> memref<1x?xf32, 2> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [1, %n] : memref<?xf32, strided<[1]>, 2> into memref<1x?xf32, 2>
  return %e : memref<1x?xf32, 2>
}

func.func @scalar(%s: memref<f32, strided<[]>>) -> memref<1x1xf32, strided<[1, 1]>> {
  %e = memref.expand_shape %s [] output_shape [1, 1] : memref<f32, strided<[]>> into memref<1x1xf32, strided<[1, 1]>>
  return %e : memref<1x1xf32, strided<[1, 1]>>
}
