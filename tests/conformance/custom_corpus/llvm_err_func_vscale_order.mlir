llvm.comdat @groups {
  llvm.comdat_selector @pick_any any
}
llvm.func @wrong_order() comdat(@groups::@pick_any) vscale_range(1, 2)
