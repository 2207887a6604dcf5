llvm.func @e(%r: i128) {
  %c = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_z, %r : i1
  llvm.return
}
