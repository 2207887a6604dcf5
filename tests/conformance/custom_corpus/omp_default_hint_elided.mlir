omp.critical.declare @mutex_none hint(none)
omp.critical.declare @mutex_contended hint(contended)

func.func @hints(%p: !llvm.ptr, %v: i32) {
  omp.atomic.write %p = %v hint(none) memory_order(relaxed) : !llvm.ptr, i32
  omp.critical(@mutex_none) {
    omp.terminator
  }
  return
}
