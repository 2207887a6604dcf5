func.func @strides(%a: memref<3xi8, strided<[4, 1], offset: 2>>) {
  return
}
