llvm.mlir.global internal constant @c(42 : i32) : i32
llvm.mlir.global private @p(3.5 : f64) {alignment = 8 : i64} : f64
llvm.mlir.global external @e() : i64
llvm.mlir.global weak @w(0 : i16) {addr_space = 1 : i32} : i16
