#file = #llvm.di_file<"loops.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "walk", file = #file, subprogramFlags = Definition>
#begin = loc(fused<#sp>["loops.c":3:5])
#end = loc(fused<#sp>["loops.c":9:1])
#group = #llvm.access_group<id = distinct[1]<>>
#annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #begin, endLoc = #end, parallelAccesses = #group>

llvm.func @walk(%n: i1) {
  llvm.br ^head
^head:
  llvm.cond_br %n, ^head, ^exit {loop_annotation = #annotation}
^exit:
  llvm.return
}
