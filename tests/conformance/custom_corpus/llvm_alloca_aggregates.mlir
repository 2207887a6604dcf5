llvm.func @aggregates(%n: i64, %v: i32) -> !llvm.struct<(i32, array<2 x f32>)> {
  %p = llvm.alloca %n x i32 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  %q = llvm.alloca inalloca %n x !llvm.struct<(i8, i64)> : (i64) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, array<2 x f32>)>
  %s = llvm.insertvalue %v, %u[0] : !llvm.struct<(i32, array<2 x f32>)>
  %f = llvm.mlir.constant(1.5 : f32) : f32
  %t = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %x = llvm.extractvalue %t[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %y = llvm.extractvalue %t[1] : !llvm.struct<(i32, array<2 x f32>)>
  llvm.return %t : !llvm.struct<(i32, array<2 x f32>)>
}
