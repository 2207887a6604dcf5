llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
}
llvm.mlir.global linkonce_odr @g(1 : i32) comdat(@__llvm_comdat::@any) : i32
