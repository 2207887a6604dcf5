!s = !llvm.struct<"pair", (i32, i64)>
!a = !llvm.array<8 x f32>
llvm.func @f(%a: !s, %b: !a, %c: !llvm.ptr) -> !s {
  llvm.return %a : !s
}
