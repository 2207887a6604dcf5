llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw()
llvm.func @f() attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @may_throw() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.resume %0 : !llvm.struct<(ptr, i32)>
}
