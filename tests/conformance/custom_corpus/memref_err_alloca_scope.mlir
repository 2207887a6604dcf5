// AllocaOp::verify: an ancestor with AutomaticAllocationScope (func, gpu.func, llvm.func)
func.func @f() {
  scf.execute_region {
    %a = memref.alloca() : memref<1xf32>
    scf.yield
  }
  return
}
// -----
%a = memref.alloca() : memref<1xf32>
// -----
gpu.module @m {
  gpu.func @k() kernel {
    %a = memref.alloca() : memref<1xf32>
    gpu.return
  }
}
// -----
llvm.func @l() {
  %a = memref.alloca() : memref<1xf32>
  llvm.return
}
