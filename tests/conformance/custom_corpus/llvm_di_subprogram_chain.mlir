#file = #llvm.di_file<"a.c" in "/d">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, producer = "cc", isOptimized = true, emissionKind = Full, nameTableKind = None>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64>
#st = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "S", file = #file, line = 3, sizeInBits = 64, elements = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #int, sizeInBits = 32>>
#sty = #llvm.di_subroutine_type<types = #int, #ptr, #st>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "f", file = #file, line = 5, scopeLine = 5, subprogramFlags = "Definition|Optimized", type = #sty>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 6, column = 3>
#var = #llvm.di_local_variable<scope = #lb, name = "v", file = #file, line = 7, type = #int, alignInBits = 32>
#gv = #llvm.di_global_variable<scope = #cu, name = "gv", file = #file, line = 1, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
#label = #llvm.di_label<scope = #lb, name = "L", file = #file, line = 9>
llvm.mlir.global external @gv() {dbg_exprs = [#gve]} : i32
llvm.func @f(%a: i32) {
  llvm.intr.dbg.value #var = %a : i32 loc(fused<#sp>["a.c":7:3])
  llvm.intr.dbg.label #label
  llvm.return
} loc(fused<#sp>["a.c":5:1])
