acc.private.recipe @priv_f32 : !llvm.ptr init {
^bb0(%arg0: !llvm.ptr):
  %c1 = arith.constant 1 : i32
  %0 = llvm.alloca %c1 x f32 : (i32) -> !llvm.ptr
  acc.yield %0 : !llvm.ptr
} destroy {
^bb0(%arg0: !llvm.ptr, %arg1: !llvm.ptr):
  acc.terminator
}

acc.firstprivate.recipe @fpriv_i32 : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloca() : memref<i32>
  acc.yield %0 : memref<i32>
} copy {
^bb0(%src: memref<i32>, %dst: memref<i32>):
  %v = memref.load %src[] : memref<i32>
  memref.store %v, %dst[] : memref<i32>
  acc.terminator
}

acc.reduction.recipe @red_add_i64 : i64 reduction_operator <add> init {
^bb0(%arg0: i64):
  %0 = arith.constant 0 : i64
  acc.yield %0 : i64
} combiner {
^bb0(%a: i64, %b: i64):
  %s = arith.addi %a, %b : i64
  acc.yield %s : i64
}
