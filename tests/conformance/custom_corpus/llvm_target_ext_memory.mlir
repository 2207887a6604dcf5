llvm.func @spirv_event_memory(%n: i32) -> !llvm.target<"spirv.Event"> {
  %slot = llvm.alloca %n x !llvm.target<"spirv.Event"> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %value = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"spirv.Event">
  llvm.store %value, %slot : !llvm.target<"spirv.Event">, !llvm.ptr
  llvm.return %value : !llvm.target<"spirv.Event">
}
