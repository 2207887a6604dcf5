llvm.func @cp(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>, %n: i32) {
  nvvm.cp.async.shared.global %d, %s, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %d, %s, 8, cache = ca, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  llvm.return
}
