llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.inline_asm "mov $0, $1", "=r,r" %a : (i32) -> i32
  %1 = llvm.inline_asm has_side_effects asm_dialect = intel "nop", "" : () -> i32
  %2 = llvm.inline_asm tail_call_kind = <musttail> "mov $0, $1", "=r,r" %a : (i32) -> i32
  %3 = llvm.inline_asm is_align_stack tail_call_kind = <none> "nop", "" : () -> i32
  llvm.return %0 : i32
}
