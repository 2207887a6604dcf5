llvm.func @f(%a: !llvm.struct<"list", (i32, ptr)>, %b: !llvm.struct<"node", packed (struct<"node">, i64)>) {
  llvm.return
}
