llvm.func internal @a() {
  llvm.return
}
llvm.func private hidden @b(i32) -> i32
llvm.func linkonce_odr protected unnamed_addr fastcc @c(%x: i64) -> i64 {
  llvm.return %x : i64
}
llvm.func weak local_unnamed_addr @d(f32, f64)
llvm.func @e() attributes {passthrough = ["nounwind"]} {
  llvm.return
}
