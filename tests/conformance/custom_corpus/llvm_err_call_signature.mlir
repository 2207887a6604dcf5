llvm.func @callee(i32) -> i32

llvm.func @direct(%x: i32) -> i32 {
  %r = llvm.call @callee(%x) : !llvm.ptr, (i32) -> i32
  llvm.return %r : i32
}

// -----

llvm.func @indirect(%f: !llvm.ptr, %x: i32) -> i32 {
  %r = llvm.call %f(%x) : !llvm.ptr, i32
  llvm.return %r : i32
}

// -----

llvm.func @indirect(%f: !llvm.ptr, %x: i32) -> i32 {
  %r = llvm.call %f(%x) : !llvm.ptr
    (i32) -> i32
  llvm.return %r : i32
}
