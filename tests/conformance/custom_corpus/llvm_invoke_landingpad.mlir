llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw(i32) -> i32
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @f(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.invoke @may_throw(%a) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}
