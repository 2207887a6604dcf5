func.func @memories(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%tile : memref<32x32xf32, #gpu.address_space<workgroup>>, %flags : memref<8xi1, #gpu.address_space<workgroup>>)
             private(%acc : memref<4xf32, #gpu.address_space<private>>) {
    %c0 = arith.constant 0 : index
    %v = memref.load %tile[%tx, %ty] : memref<32x32xf32, #gpu.address_space<workgroup>>
    memref.store %v, %acc[%c0] : memref<4xf32, #gpu.address_space<private>>
    gpu.barrier
    gpu.terminator
  }
  return
}
// -----
func.func @private_only(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             private(%p : memref<2xi32>) {
    gpu.terminator
  }
  return
}
