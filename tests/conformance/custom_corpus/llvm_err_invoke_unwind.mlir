llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw()
llvm.func @f() attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @may_throw() to ^bb1 unwind ^bb1 : () -> ()
^bb1:
  llvm.return
}
