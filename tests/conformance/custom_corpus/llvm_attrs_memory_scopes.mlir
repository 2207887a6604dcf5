#scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #scope_domain, description = "s">
#group = #llvm.access_group<id = distinct[2]<>>
llvm.func @f(%p: !llvm.ptr) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = readwrite>, target_features = #llvm.target_features<["+sse", "-avx"]>, passthrough = ["nounwind", ["frame-pointer", "all"]], target_cpu = "x86-64", frame_pointer = #llvm.framePointerKind<all>} {
  %v = llvm.load %p {access_groups = [#group], alias_scopes = [#scope], noalias_scopes = [#scope]} : !llvm.ptr -> i32
  llvm.return
}
llvm.mlir.global internal constant @g(dense<[1, 2]> : tensor<2xi32>) {addr_space = 1 : i32, alignment = 8 : i64, dso_local, unnamed_addr, section = ".data"} : !llvm.array<2 x i32>
llvm.mlir.global linkonce_odr @h() {comdat = @c::@x} : !llvm.struct<"pair", (i32, ptr)> {
  %0 = llvm.mlir.zero : !llvm.struct<"pair", (i32, ptr)>
  llvm.return %0 : !llvm.struct<"pair", (i32, ptr)>
}
llvm.comdat @c {
  llvm.comdat_selector @x any
}
