%a0 = "test.src"() : () -> (i32)
%0 = llvm.lshr %a0, %a0 : i32
%1 = llvm.lshr exact %a0, %a0 : i32
"test.sink"(%0, %1) : (i32, i32) -> ()
