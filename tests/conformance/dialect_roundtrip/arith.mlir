"func.func"() <{function_type = (i32, f32, index, i1) -> (), sym_name = "f"}> ({
^bb0(%i: i32, %f: f32, %x: index, %b: i1):
  %0 = "arith.addi"(%i, %i) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %1 = "arith.cmpi"(%0, %i) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %2 = "arith.select"(%1, %0, %i) : (i1, i32, i32) -> i32
  %3 = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<nnan,contract>}> : (f32, f32) -> f32
  %4 = "arith.constant"() <{value = dense<1.5> : vector<4xf32>}> : () -> vector<4xf32>
  "func.return"() : () -> ()
}) : () -> ()
