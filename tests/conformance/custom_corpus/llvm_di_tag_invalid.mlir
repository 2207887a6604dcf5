#bad = #llvm.di_basic_type<tag = DW_TAG_no_such_tag, name = "int">
llvm.func @bad_tag() attributes {t = #bad}
