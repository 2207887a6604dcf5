// llvm.func reads its own signature (LLVMFuncOp::parse): the attribute
// dictionary may repeat sym_visibility, and no visibility keyword precedes
// the name.
llvm.func internal @helper(%arg0: !llvm.ptr) attributes {sym_visibility = "private"} {
  llvm.return
}

// -----

llvm.func internal nested @misplaced_visibility() {
  llvm.return
}
