llvm.func @f(%p: !llvm.ptr, %v: f32) -> f32 {
  %0 = llvm.load %p : !llvm.ptr -> f32
  %1 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %2 = llvm.load volatile %p : !llvm.ptr -> f32
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.store volatile %v, %p {alignment = 16 : i64} : f32, !llvm.ptr
  %3 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.store %3, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return %0 : f32
}
