llvm.func @f() {
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>, space = #nvvm.shared_space<cta>}
  llvm.return
}
