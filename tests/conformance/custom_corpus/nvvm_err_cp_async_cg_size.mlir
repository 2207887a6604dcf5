llvm.func @cp(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %d, %s, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
