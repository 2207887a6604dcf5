func.func private @target()

func.func @caller() {
  func.call "target"() : () -> ()
  return
}

// -----

module @outer {
  func.func @caller() {
    func.call @outer::@target() : () -> ()
    return
  }
}

// -----

llvm.mlir.global internal @counter(0 : i32) : i32

llvm.func @address() -> !llvm.ptr {
  %p = llvm.mlir.addressof ["counter"] : !llvm.ptr
  llvm.return %p : !llvm.ptr
}
