// The intrinsics whose declarative formats need buildable dialect types,
// dialect attribute defaults and a custom<> anchor.
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = true, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "g", file = #file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized">
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 4>
llvm.func @g(%p: !llvm.ptr, %v: i32, %q: !llvm.ptr<1>) {
  llvm.intr.dbg.declare #var = %p : !llvm.ptr
  llvm.intr.dbg.declare #var #llvm.di_expression<> = %p : !llvm.ptr
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref, DW_OP_plus_uconst(8)]> = %v : i32
  llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_fragment(0, 16), DW_OP_LLVM_convert(32, DW_ATE_signed)]> = %v : i32
  llvm.intr.dbg.value #var = %v : i32
  %0 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 8, %p : !llvm.ptr
  %1 = llvm.intr.invariant.start 16, %q : !llvm.ptr<1>
  llvm.intr.invariant.end %1, 16, %q : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @h(%p: !llvm.ptr, %v: i32) {
  %c = llvm.mlir.constant(true) : i1
  llvm.intr.assume %c : i1
  llvm.intr.assume %c [] : i1
  llvm.intr.assume %c ["align"(%p, %v : !llvm.ptr, i32)] : i1
  llvm.intr.assume %c ["nonnull"(%p : !llvm.ptr), "cold"()] : i1 {tag}
  llvm.intr.assume %c ["cold"()] : i1
  llvm.return
}
