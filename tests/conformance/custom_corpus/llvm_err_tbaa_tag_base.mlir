#root = #llvm.tbaa_root<id = "lang">
#desc = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#bad = #llvm.tbaa_tag<base_type = #root, access_type = #desc, offset = 0>
