func.func @acc_data_ops(%a: memref<10xf32>, %n: i32, %c: i1) {
  %0 = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.enter_data async(%n : i32) dataOperands(%0 : memref<10xf32>)
  %1 = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_copyout>}
  acc.exit_data wait(%n : i32) dataOperands(%1 : memref<10xf32>)
  acc.copyout accPtr(%1 : memref<10xf32>) to varPtr(%a : memref<10xf32>)
  %2 = acc.update_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.update if(%c) dataOperands(%2 : memref<10xf32>)
  acc.init device_num(%n : i32)
  acc.set device_num(%n : i32)
  acc.shutdown
  acc.wait(%n : i32) async
  return
}
