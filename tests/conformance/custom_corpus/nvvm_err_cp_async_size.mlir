llvm.func @cp(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %d, %s, 2, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
