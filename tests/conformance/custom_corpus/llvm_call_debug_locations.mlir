// Calls whose debug locations satisfy the inlinable-call rule.
#file = #llvm.di_file<"kernel.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = false, emissionKind = Full>
#sp_callee = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "helper", file = #file, subprogramFlags = "Definition">
#sp_caller = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "entry", file = #file, subprogramFlags = "Definition">

llvm.func @helper(%x: i32) -> i32 {
  llvm.return %x : i32
} loc(fused<#sp_callee>["kernel.c":3:1])

llvm.func @external(i32) -> i32 loc(fused<#sp_callee>["kernel.c":1:1])

llvm.func @entry(%x: i32) -> i32 {
  %a = llvm.call @helper(%x) : (i32) -> i32 loc("kernel.c":10:7)
  %b = llvm.call @external(%a) : (i32) -> i32 loc(unknown)
  llvm.return %b : i32
} loc(fused<#sp_caller>["kernel.c":9:1])

llvm.func @plain(%x: i32) -> i32 {
  %a = llvm.call @helper(%x) : (i32) -> i32 loc(unknown)
  llvm.return %a : i32
}
