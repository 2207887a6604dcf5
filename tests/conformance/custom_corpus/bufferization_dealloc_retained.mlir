func.func @d(%a: memref<2xi32>, %b: memref<4xf32>, %c: i1, %e: i1, %r: memref<2xi32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a, %b : memref<2xi32>, memref<4xf32>) if (%c, %e) retain (%r, %a : memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%a : memref<2xi32>) if (%c)
  return %0#0, %0#1 : i1, i1
}
