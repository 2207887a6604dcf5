func.func @update_both(%q: !llvm.ptr) {
  %m = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}
