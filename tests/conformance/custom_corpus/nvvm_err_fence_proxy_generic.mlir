llvm.func @f() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<generic>}
  llvm.return
}
