llvm.func @f() {
  %0 = llvm.mlir.constant(42 : i64) : i64
  %1 = llvm.mlir.constant(1.5 : f32) : f32
  %2 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  %5 = llvm.mlir.zero : !llvm.struct<(i32, f64)>
  %6 = llvm.mlir.undef : !llvm.ptr
  %7 = llvm.mlir.poison : vector<2xf32>
  llvm.return
}
