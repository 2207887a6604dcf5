llvm.mlir.global internal constant @hello("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @empty("")
llvm.mlir.global linkonce_odr constant @s("abc") : !llvm.array<3 x i8>
