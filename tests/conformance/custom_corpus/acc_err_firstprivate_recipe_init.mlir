acc.firstprivate.recipe @fpriv_bad : memref<i32> init {
^bb0(%arg0: i32):
  %0 = memref.alloca() : memref<i32>
  acc.yield %0 : memref<i32>
} copy {
^bb0(%src: memref<i32>, %dst: memref<i32>):
  acc.terminator
}
