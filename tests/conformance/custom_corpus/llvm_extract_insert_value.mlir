llvm.func @f(%s: !llvm.struct<(i32, array<2 x f64>, struct<(i8, ptr)>)>, %x: f64) -> f64 {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<2 x f64>, struct<(i8, ptr)>)>
  %1 = llvm.extractvalue %s[1, 1] : !llvm.struct<(i32, array<2 x f64>, struct<(i8, ptr)>)>
  %2 = llvm.extractvalue %s[2, 1] : !llvm.struct<(i32, array<2 x f64>, struct<(i8, ptr)>)>
  %3 = llvm.insertvalue %x, %s[1, 0] : !llvm.struct<(i32, array<2 x f64>, struct<(i8, ptr)>)>
  llvm.return %1 : f64
}
