#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "kernel">
#scope = #llvm.alias_scope<id = 42 : i32, domain = #domain>
llvm.func @f() attributes {scope = #scope}
