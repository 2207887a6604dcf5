module attributes {gpu.container_module} {
  gpu.binary @bin [#gpu.object<#nvvm.target, "BLOB">]
  func.func @host(%n: index, %stream: !llvm.ptr) {
    gpu.launch_func <%stream : !llvm.ptr> @bin::@kernel blocks in (%n, %n, %n) threads in (%n, %n, %n)
    return
  }
}
