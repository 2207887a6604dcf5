func.func @short(%m: memref<8xi8>, %n: memref<8xi8>, %c: i1) {
  "bufferization.dealloc"(%m, %n, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<8xi8>, memref<8xi8>, i1) -> ()
  return
}
