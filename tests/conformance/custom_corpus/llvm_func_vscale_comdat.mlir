llvm.comdat @groups {
  llvm.comdat_selector @pick_any any
  llvm.comdat_selector @pick_largest largest
}
llvm.func @scalable_body() vscale_range(1,16) comdat(@groups::@pick_any) attributes {passthrough = ["nounwind"]} {
  llvm.return
}
llvm.func @declared() comdat(@groups::@pick_largest)
llvm.func @from_dictionary() attributes {vscale_range = #llvm.vscale_range<minRange = 2 : i32, maxRange = 4 : i32>}
