#root_a = #llvm.tbaa_root<id = "first language">
#root_b = #llvm.tbaa_root
#char_a = #llvm.tbaa_type_desc<id = "char", members = {<#root_a, 0>}>
#char_b = #llvm.tbaa_type_desc<id = "char", members = {<#root_b, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#char_a, 0>, <#char_a, 1>, <#llvm.tbaa_type_desc<id = "inline", members = {<#root_a, 0>}>, 2>}>
#tag_pair = #llvm.tbaa_tag<base_type = #pair, access_type = #char_a, offset = 1>
#tag_b = #llvm.tbaa_tag<base_type = #char_b, access_type = #char_b, offset = 0, constant>

llvm.func @tbaa_users(%p: !llvm.ptr) -> i8 {
  %v = llvm.load %p {tbaa = [#tag_pair]} : !llvm.ptr -> i8
  llvm.store %v, %p {tbaa = [#tag_b]} : i8, !llvm.ptr
  llvm.return %v : i8
}
