llvm.func @f() attributes {passthrough = ["noinline", ["alignstack", "4"]], target_cpu = "x86-64", frame_pointer = #llvm.framePointerKind<all>} {
  llvm.return
}
llvm.func linkonce_odr @g() {
  llvm.return
}
