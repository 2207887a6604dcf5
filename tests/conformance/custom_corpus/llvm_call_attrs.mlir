llvm.func @callee(i32, !llvm.ptr) -> i32
llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @callee(%a, %p) : (i32 {llvm.signext}, !llvm.ptr {llvm.noalias, llvm.nonnull}) -> (i32 {llvm.zeroext})
  %1 = llvm.call @callee(%a, %p) {fastmathFlags = #llvm.fastmath<nnan>, no_unwind, will_return} : (i32, !llvm.ptr) -> i32
  %2 = llvm.call @callee(%a, %p) {convergent, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : (i32, !llvm.ptr) -> i32
  llvm.return %0 : i32
}
