func.func @update_from_create(%a: memref<10xf32>) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.update dataOperands(%0 : memref<10xf32>)
  return
}
