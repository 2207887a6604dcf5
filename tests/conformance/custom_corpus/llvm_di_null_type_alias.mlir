#file = #llvm.di_file<"null.c" in "/src">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#fn_type = #llvm.di_subroutine_type<types = #llvm.di_null_type, #int>
llvm.func @f() attributes {sig = #fn_type}
