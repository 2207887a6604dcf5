llvm.func @a(%x: i32) -> i32 {
  %0 = llvm.add %x, %x overflow<nsw> : i32
  llvm.return %0 : i32
}

// -----

llvm.func @b(%p: !llvm.ptr) -> i8 {
  %0 = llvm.getelementptr inbounds %p[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %1 = llvm.load %0 : !llvm.ptr -> i8
  llvm.return %1 : i8
}

// -----

llvm.func @c(%x: f32) -> i1 {
  %0 = llvm.fcmp "oeq" %x, %x : f32
  llvm.return %0 : i1
}

// -----

llvm.func @d(%x: i32) {
  %0 = llvm.icmp "bad" %x, %x : i32
  llvm.return
}
