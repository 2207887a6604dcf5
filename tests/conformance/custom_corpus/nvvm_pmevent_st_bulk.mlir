llvm.func @e(%p: !llvm.ptr<3>, %n: i64, %r: i128) {
  nvvm.pmevent id = 7
  nvvm.pmevent mask = 9
  nvvm.st.bulk %p, size = %n : !llvm.ptr<3>
  nvvm.st.bulk %p, size = %n, init = 0 : !llvm.ptr<3>
  %c = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i1
  %x = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %r : i32
  llvm.return
}
