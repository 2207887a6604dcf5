// A launch whose body reads its block and thread ids.
func.func @scale(%buf: memref<?xf32>, %n: index, %f: f32) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %buf[%i] : memref<?xf32>
    %s = arith.mulf %v, %f : f32
    memref.store %s, %buf[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}
