#annotation = #llvm.loop_annotation<mustProgress = true, startLoc = loc("loops.c":3:5)>
llvm.func @f() attributes {a = #annotation}
