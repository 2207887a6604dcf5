llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @may_throw()
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
llvm.func @f(%fp: !llvm.ptr, %a: i32) attributes {personality = @__gxx_personality_v0} {
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %arr = llvm.mlir.undef : !llvm.array<1 x ptr>
  llvm.invoke @may_throw() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.invoke %fp(%a) to ^bb3(%a : i32) unwind ^bb2 : !llvm.ptr, (i32) -> ()
^bb2:
  %1 = llvm.landingpad (catch %z : !llvm.ptr) (catch %g : !llvm.ptr) (filter %arr : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
^bb3(%x: i32):
  llvm.return
}
