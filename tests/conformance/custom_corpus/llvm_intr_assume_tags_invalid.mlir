llvm.func @bad_tags(%p: !llvm.ptr) {
  %c = llvm.mlir.constant(true) : i1
  "llvm.intr.assume"(%c, %p) <{op_bundle_sizes = array<i32: 1>}> : (i1, !llvm.ptr) -> ()
  llvm.return
}
