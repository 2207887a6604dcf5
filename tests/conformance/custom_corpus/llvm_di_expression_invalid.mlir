#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "g", file = #file, line = 3, scopeLine = 3, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 4>
llvm.func @bad_op(%v: i32) {
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_nonsense]> = %v : i32
  llvm.return
}

// -----

llvm.func @bad_convert(%v: i32) {
  llvm.intr.dbg.value #llvm.di_local_variable<scope = #llvm.di_file<"a.c" in "/src">, name = "x"> #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_nope)]> = %v : i32
  llvm.return
}
