%0 = llvm.mlir.constant(42 : i32) : i32
%1 = llvm.mlir.constant(1.5 : f32) : f32
%2 = llvm.mlir.poison : i64
%3 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
%4 = llvm.mlir.zero : !llvm.ptr
%5 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xi32>
"test.sink"(%0, %1, %2, %3, %4, %5) : (i32, f32, i64, !llvm.struct<(i32, f32)>, !llvm.ptr, vector<2xi32>) -> ()
