llvm.intr.ubsantrap <{failureKind = 3 : i8}>
llvm.intr.ubsantrap <{failureKind = 5 : i8}> {foo}
"llvm.intr.ubsantrap"() <{failureKind = 7 : i8}> {bar = 1 : i32} : () -> ()
