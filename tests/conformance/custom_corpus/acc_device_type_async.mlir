func.func @async_clauses(%a: memref<10xf32>, %n: i32, %m: i64) {
  %0 = acc.copyin varPtr(%a : memref<10xf32>) async -> memref<10xf32>
  %1 = acc.copyin varPtr(%a : memref<10xf32>) async(%n : i32) -> memref<10xf32>
  %2 = acc.copyin varPtr(%a : memref<10xf32>) async([#acc.device_type<nvidia>], %n : i32, %m : i64 [#acc.device_type<host>]) -> memref<10xf32>
  acc.copyout accPtr(%1 : memref<10xf32>) async(%n : i32) to varPtr(%a : memref<10xf32>)
  return
}
