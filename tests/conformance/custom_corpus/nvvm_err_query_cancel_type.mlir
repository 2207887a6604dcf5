llvm.func @e(%r: i128) {
  %c = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  llvm.return
}
