"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  %1 = "llvm.add"(%0, %i) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
  %2 = "llvm.icmp"(%1, %0) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "func.return"() : () -> ()
}) : () -> ()
