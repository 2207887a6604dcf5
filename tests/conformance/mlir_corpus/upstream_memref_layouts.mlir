func.func @m(%a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %b: memref<?xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %b[%c0] : memref<?xf32, strided<[1], offset: ?>>
  memref.store %v, %a[%c0, %c0] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
