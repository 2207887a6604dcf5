llvm.func @f(%n: i64, %m: i32) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %m x f64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca %n x !llvm.array<4 x i8> {alignment = 0 : i64} : (i64) -> !llvm.ptr<5>
  %3 = llvm.alloca inalloca %n x !llvm.struct<(i32, ptr)> : (i64) -> !llvm.ptr
  llvm.return
}
