#domain = #llvm.alias_scope_domain<id = "kernel domain">
#scope_a = #llvm.alias_scope<id = "first", domain = #domain, description = "a">
#scope_b = #llvm.alias_scope<id = distinct[0]<>, domain = #domain>
llvm.func @copy(%src: !llvm.ptr, %dst: !llvm.ptr) {
  %v = llvm.load %src {alias_scopes = [#scope_a], noalias_scopes = [#scope_b]} : !llvm.ptr -> f64
  llvm.store %v, %dst {alias_scopes = [#scope_b], noalias_scopes = [#scope_a]} : f64, !llvm.ptr
  llvm.return
}
