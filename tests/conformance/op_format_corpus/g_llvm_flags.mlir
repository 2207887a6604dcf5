%a0, %a1 = "test.src"() : () -> (i32, i8)
%0 = llvm.or disjoint %a0, %a0 : i32
%1 = llvm.or %a0, %a0 : i32
%2 = llvm.zext nneg %a1 : i8 to i32
%3 = llvm.zext %a1 : i8 to i32
%4 = llvm.uitofp nneg %a0 : i32 to f32
%5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<nnan>} : f32
%6 = llvm.freeze %a0 : i32
"test.sink"(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i32, i32, f32, f32, i32) -> ()
